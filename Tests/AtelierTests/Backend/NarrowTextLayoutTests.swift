import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

/// A text measured at a width of 0 from its clusters' widths measures exactly as Pango laying it out there.
@preconcurrency @MainActor final class NarrowTextLayoutTests: XCTestCase {
    static let sentences = [
        "Hello, world! It's ok.", "  leading spaces", "a  b", "trailing space ", "x-ray e.g. (paren) \"quote\" 12,345.67",
        "naïve café e\u{301}\u{301}x", "Ünïcödé — dash… “quotes” ‘single’", "a\u{00A0}b non\u{2011}breaking",
        "WAVE Type AVATAR fi fl ffi", "1/2 3×4 5÷6 ≠ ≤ ≥ ± % ‰ € £ ¥ § ¶ © ® ™", "i", " ", "www.example.com/path?q=1&r=2",
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
        // Fall back to Pango: other fonts (emoji, CJK), right to left, controls.
        "emoji 😀 👩‍👩‍👧 🇩🇪 👍🏽!", "中文字符测试，好。", "mixed 中文 text", "مرحبا بالعالم", "שלום עולם", "tab\there", "two\nlines",
    ]

    /// Prose of random words and punctuation, the same every run.
    static var prose: [String] {
        let words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Wave", "Type", "AV", "office", "flow",
                     "naïve", "42", "3.14", "e-mail", "U.S.", "it's", "“quoted”", "(aside)", "—", "…", "x", "Ä", "fjord", "lo"]
        let marks = ["", "", "", ",", ".", ";", ":", "!", "?"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        return (0..<60).map { _ in
            (0..<(3 + next(20))).map { _ in words[next(words.count)] + marks[next(marks.count)] }
                .joined(separator: next(8) == 0 ? "  " : " ") + (next(4) == 0 ? " " : "")
        }
    }

    static let fonts: [(ResolvedFont, CGFloat, CGFloat)] = [
        (ResolvedFont(size: 17), 0, 0), (ResolvedFont(size: 15, weight: 700), 0, 0), (ResolvedFont(size: 13, italic: true), 0, 0),
        (ResolvedFont(size: 22, design: .serif), 0, 0), (ResolvedFont(size: 12, design: .monospaced), 0, 0),
        (ResolvedFont(size: 17), 1.5, 0), (ResolvedFont(size: 11, monospacedDigit: true), 0, 3),
    ]

    @MainActor static func layouts(byClusters: Bool, _ request: TextRequest) -> TextLayout {
        PangoTextEngine.measuresNarrowTextByClusters = byClusters
        // Pango's side is Pango's alone: not measured from cached words either.
        PangoTextEngine.measuresTextFromWords = byClusters && PangoTextEngine.pangoLinesHaveTheKnownLayout
        defer {
            PangoTextEngine.measuresNarrowTextByClusters = true
            PangoTextEngine.measuresTextFromWords = PangoTextEngine.pangoLinesHaveTheKnownLayout
        }
        return PangoTextEngine().layout(request)
    }

    func testWidthZeroMeasuresAsPangoLaysItOut() {
        var compared = 0
        let sentences = Self.sentences + Self.prose
        for sentence in sentences {
            for (font, tracking, spacing) in Self.fonts {
                var run = TextRun(string: sentence, font: font)
                run.tracking = tracking
                let request = TextRequest(runs: [run], maxWidth: 0, lineSpacing: spacing)
                let fast = Self.layouts(byClusters: true, request), pango = Self.layouts(byClusters: false, request)
                let what = "\"\(sentence)\" in \(font), tracking \(tracking), spacing \(spacing)"
                XCTAssertEqual(fast.lineCount, pango.lineCount, what)
                XCTAssertEqual(fast.size.width, pango.size.width, accuracy: 1e-9, what)
                XCTAssertEqual(fast.size.height, pango.size.height, accuracy: 1e-9, what)
                XCTAssertEqual(fast.firstBaseline, pango.firstBaseline, accuracy: 1e-9, what)
                XCTAssertEqual(fast.lastBaseline, pango.lastBaseline, accuracy: 1e-9, what)
                XCTAssertEqual(fast.displayedString, pango.displayedString, what)
                compared += 1
            }
        }
        XCTAssertEqual(compared, sentences.count * Self.fonts.count)
        // The message has a line per character, the space's included.
        let hello = Self.layouts(byClusters: true, TextRequest(runs: [TextRun(string: "Hello, world", font: ResolvedFont(size: 17))], maxWidth: 0))
        XCTAssertEqual(hello.lineCount, 12)
    }

    /// One engine measures every text in every style, so the pieces it measured for one style and text are looked
    /// up for the others: each still measures as Pango lays it out alone.
    func testPiecesMeasuredForOneTextAndStyleServeTheOthers() {
        let shared = PangoTextEngine()
        var compared = 0
        for sentence in Self.sentences + Self.prose {
            for (font, tracking, spacing) in Self.fonts {
                var run = TextRun(string: sentence, font: font)
                run.tracking = tracking
                let request = TextRequest(runs: [run], maxWidth: 0, lineSpacing: spacing)
                let fast = shared.layout(request), pango = Self.layouts(byClusters: false, request)
                let what = "\"\(sentence)\" in \(font), tracking \(tracking)"
                XCTAssertEqual(fast.lineCount, pango.lineCount, what)
                XCTAssertEqual(fast.size.width, pango.size.width, accuracy: 1e-9, what)
                XCTAssertEqual(fast.size.height, pango.size.height, accuracy: 1e-9, what)
                compared += 1
            }
        }
        XCTAssertEqual(compared, (Self.sentences.count + 60) * Self.fonts.count)
        // The same words bold are wider at a width of 0 than regular: the pieces are kept per style.
        let regular = shared.layout(TextRequest(runs: [TextRun(string: "Wm", font: ResolvedFont(size: 17))], maxWidth: 0))
        let bold = shared.layout(TextRequest(runs: [TextRun(string: "Wm", font: ResolvedFont(size: 17, weight: 700))], maxWidth: 0))
        XCTAssertGreaterThan(bold.size.width, regular.size.width)
    }

    func testTheShortcutIsTakenForPlainTextOnly() {
        let engine = PangoTextEngine()
        let plain = engine.layout(TextRequest(runs: [TextRun(string: "plain words", font: ResolvedFont(size: 17))], maxWidth: 0))
        // Not shaped: measured from the clusters.
        XCTAssertEqual((plain.handle as? PangoTextHandle)?.isShaped, false)
        let emoji = engine.layout(TextRequest(runs: [TextRun(string: "smile 😀", font: ResolvedFont(size: 17))], maxWidth: 0))
        XCTAssertEqual((emoji.handle as? PangoTextHandle)?.isShaped, true)
    }

    func testATextDrawnAtWidthZeroDrawsAsPangoLaysItOut() {
        @MainActor func draw(byClusters: Bool) -> RasterSurface {
            PangoTextEngine.measuresNarrowTextByClusters = byClusters
            defer { PangoTextEngine.measuresNarrowTextByClusters = true }
            CairoBackend.install()
            let graph = ViewGraph(root: HStack(spacing: 0) { Text("Narrow, text").frame(width: 0); Color.red.frame(width: 10, height: 10) })
            let surface = RasterSurface(size: CGSize(width: 60, height: 300), scale: 1)!
            surface.clear(.white)
            surface.draw(graph.render(size: CGSize(width: 60, height: 300)))
            return surface
        }
        let fast = draw(byClusters: true), pango = draw(byClusters: false)
        XCTAssertEqual(fast.pngData(), pango.pngData())
        // Something was drawn: the text's dark glyphs, a character a line.
        let darkRows = (0..<300).filter { y in (0..<60).contains { x in fast.pixel(x: x, y: y).red < 100 } }
        XCTAssertGreaterThan(darkRows.count, 100)
    }

    /// A one-line text narrower than its ellipsis (a stack's probe for its minimum: a width of 0 and the height of a
    /// line) is cut to the ellipsis without its lines laid out, and measures as Pango laying them out and cutting them.
    func testOneLineNarrowerThanTheEllipsisMeasuresAsPangoCutsIt() {
        var compared = 0, cut = 0
        // Pango lays each text out a line a character on its side: a part of the prose is enough.
        for sentence in Self.sentences + Self.prose.prefix(10) {
            for (font, tracking, _) in Self.fonts {
                for mode in [Text.TruncationMode.tail, .head, .middle] {
                    for width: CGFloat in [0, 3] {
                        var run = TextRun(string: sentence, font: font)
                        run.tracking = tracking
                        let request = TextRequest(runs: [run], maxWidth: width, lineLimit: 1, truncation: mode)
                        let fast = Self.layouts(byClusters: true, request), pango = Self.layouts(byClusters: false, request)
                        let what = "\"\(sentence)\" in \(font), tracking \(tracking), \(mode) at \(width)"
                        XCTAssertEqual(fast.lineCount, pango.lineCount, what)
                        XCTAssertEqual(fast.size.width, pango.size.width, accuracy: 1e-9, what)
                        XCTAssertEqual(fast.size.height, pango.size.height, accuracy: 1e-9, what)
                        XCTAssertEqual(fast.firstBaseline, pango.firstBaseline, accuracy: 1e-9, what)
                        XCTAssertEqual(fast.lastBaseline, pango.lastBaseline, accuracy: 1e-9, what)
                        XCTAssertEqual(fast.displayedString, pango.displayedString, what)
                        if fast.displayedString == "…" { cut += 1 }
                        compared += 1
                    }
                }
            }
        }
        XCTAssertEqual(compared, (Self.sentences.count + 10) * Self.fonts.count * 6)
        // Nearly every text is the ellipsis alone there ("i" and " " fit on a line).
        XCTAssertGreaterThan(cut, compared * 9 / 10)
        // Not shaped until drawn.
        let probe = PangoTextEngine().layout(TextRequest(runs: [TextRun(string: "Row 12 of screen 3", font: ResolvedFont(size: 17))],
                                                         maxWidth: 0, lineLimit: 1))
        XCTAssertEqual(probe.displayedString, "…")
        XCTAssertEqual((probe.handle as? PangoTextHandle)?.isShaped, false)
        XCTAssertEqual((probe.handle as? PangoTextHandle)?.lines.count, 1)
    }

    func testATextCutToItsEllipsisDrawsAsPangoCutsIt() {
        @MainActor func draw(byClusters: Bool) -> RasterSurface {
            PangoTextEngine.measuresNarrowTextByClusters = byClusters
            defer { PangoTextEngine.measuresNarrowTextByClusters = true }
            CairoBackend.install()
            let graph = ViewGraph(root: HStack(spacing: 0) { Text("Narrow, text").lineLimit(1).frame(width: 0); Color.red.frame(width: 10, height: 10) })
            let surface = RasterSurface(size: CGSize(width: 60, height: 40), scale: 1)!
            surface.clear(.white)
            surface.draw(graph.render(size: CGSize(width: 60, height: 40)))
            return surface
        }
        let fast = draw(byClusters: true), pango = draw(byClusters: false)
        XCTAssertEqual(fast.pngData(), pango.pngData())
    }
}
