import XCTest
import Foundation
import CPangoCairo
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

/// A text laid out at a width from its unwrapped layout's glyphs breaks, measures and draws as Pango laying it
/// out at that width, and is shaped once for every width.
@preconcurrency @MainActor final class ShapedLineBreakingTests: XCTestCase {
    static let body = ResolvedFont(size: 15)

    /// One-run texts of every kind, then texts of several runs (bold, sizes, colours, underlined).
    static var requests: [(String, [TextRun])] {
        var cases: [(String, [TextRun])] = (NarrowTextLayoutTests.sentences + NarrowTextLayoutTests.prose.prefix(30)).map {
            ($0, [TextRun(string: $0, font: body)])
        }
        var underlined = TextRun(string: "underlined words that wrap across lines", font: body)
        underlined.underlined = true
        var red = TextRun(string: " and red words after them, struck", font: ResolvedFont(size: 15, italic: true))
        red.color = RGBAColor(red: 1, green: 0, blue: 0)
        red.struckThrough = true
        var tracked = TextRun(string: "Tracked letters spread out across the line.", font: body)
        tracked.tracking = 2
        cases += [
            ("bold middle", [TextRun(string: "Some plain words, then ", font: body), TextRun(string: "a bold stretch of text", font: ResolvedFont(size: 15, weight: 700)),
                             TextRun(string: " and plain words again after it, long enough to wrap.", font: body)]),
            ("two sizes", [TextRun(string: "Small words first and then ", font: body), TextRun(string: "BIG WORDS AFTER THEM", font: ResolvedFont(size: 24)),
                           TextRun(string: " small again.", font: body)]),
            ("underlined, red", [underlined, red]),
            ("tracked", [tracked]),
            ("paragraphs", [TextRun(string: "A first paragraph that is long enough to wrap somewhere.\n\nAnd a third one after an empty one.\n", font: body)]),
            ("long word", [TextRun(string: "Supercalifragilisticexpialidociousandthensomemorelettersthatneverend okay", font: body)]),
            ("emoji", [TextRun(string: "Emoji 😀 between 👩‍👩‍👧 words 🇩🇪 and flags 👍🏽 that wrap over lines.", font: body)]),
            ("cjk", [TextRun(string: "中文字符测试，好。这是一个足够长的句子，可以换行到下一行去。日本語のテキストも。", font: body)]),
            ("mixed cjk", [TextRun(string: "Latin words then 中文字符测试 and more Latin words 日本語 end.", font: body)]),
            ("combining", [TextRun(string: "Combining marks e\u{301}\u{301}x a\u{308}\u{323}b n\u{303}o\u{302} over a few words that wrap.", font: body)]),
            ("arabic", [TextRun(string: "مرحبا بالعالم، هذه جملة طويلة بما يكفي لتلتف إلى السطر التالي.", font: body)]),
            ("bidi", [TextRun(string: "English words then עברית מילים and English again at the end.", font: body)]),
            ("tabs", [TextRun(string: "tab\tseparated\tcolumns\tof words", font: body)]),
            ("soft hyphen", [TextRun(string: "hyphen\u{00AD}ation and super\u{00AD}cali\u{00AD}fragilistic words", font: body)]),
        ]
        return cases
    }

    static let fastEngine = PangoTextEngine(), pangoEngine = PangoTextEngine()

    @MainActor static func layout(overShapedRuns: Bool, _ request: TextRequest) -> TextLayout {
        PangoTextEngine.breaksLinesOverShapedRuns = overShapedRuns
        // Pango's side is Pango's alone: not measured from cached words either.
        PangoTextEngine.measuresTextFromWords = overShapedRuns && PangoTextEngine.pangoLinesHaveTheKnownLayout
        defer {
            PangoTextEngine.breaksLinesOverShapedRuns = PangoTextEngine.pangoLinesHaveTheKnownLayout
            PangoTextEngine.measuresTextFromWords = PangoTextEngine.pangoLinesHaveTheKnownLayout
        }
        // An engine for each side, kept: a text measured from its words is shaped by its engine when drawn.
        return (overShapedRuns ? fastEngine : pangoEngine).layout(request)
    }

    static func lineRanges(_ layout: TextLayout) -> [Range<Int>] {
        ((layout.handle as? PangoTextHandle)?.lines ?? []).map {
            Int($0.line.pointee.start_index)..<Int($0.line.pointee.start_index + $0.line.pointee.length)
        }
    }

    func testLinesAtEveryWidthBreakAndMeasureAsPangoLaysThemOut() {
        var compared = 0, wrapped = 0
        for (name, runs) in Self.requests {
            let ideal = Self.layout(overShapedRuns: true, TextRequest(runs: runs)).size.width
            var widths = Array(stride(from: 6.0, through: 420.0, by: 9.5)).map { CGFloat($0) }
            widths += [ideal, ideal - 0.01, ideal / 2, ideal / 3 + 0.5]
            for width in widths where width > 0 {
                for alignment in [TextAlignment.leading, .center] {
                    let request = TextRequest(runs: runs, maxWidth: width, alignment: alignment, lineSpacing: 2)
                    let fast = Self.layout(overShapedRuns: true, request), pango = Self.layout(overShapedRuns: false, request)
                    let what = "\(name) at \(width) pt, \(alignment)"
                    XCTAssertEqual(Self.lineRanges(fast), Self.lineRanges(pango), what)
                    XCTAssertEqual(fast.lineCount, pango.lineCount, what)
                    // Glyph advances, taken from the unwrapped shaping: a kerning pair cut by a character break
                    // is all that can tell them apart.
                    XCTAssertEqual(fast.size.width, pango.size.width, accuracy: 0.05, what)
                    XCTAssertEqual(fast.size.height, pango.size.height, accuracy: 1e-9, what)
                    XCTAssertEqual(fast.firstBaseline, pango.firstBaseline, accuracy: 1e-9, what)
                    XCTAssertEqual(fast.lastBaseline, pango.lastBaseline, accuracy: 1e-9, what)
                    XCTAssertEqual(fast.displayedString, pango.displayedString, what)
                    compared += 1
                    if fast.lineCount > 1 { wrapped += 1 }
                }
            }
        }
        XCTAssertGreaterThan(compared, 4000)
        XCTAssertGreaterThan(wrapped, 2000)
    }

    func testATextIsShapedOnceForEveryWidth() throws {
        try XCTSkipUnless(PangoTextEngine.pangoLinesHaveTheKnownLayout, "this Pango is not 1.50: it breaks its own lines")
        // Pango's shaping of the whole text, as for a text not measured from its words (`WordLayoutTests` count those).
        PangoTextEngine.measuresTextFromWords = false
        defer { PangoTextEngine.measuresTextFromWords = PangoTextEngine.pangoLinesHaveTheKnownLayout }
        let engine = PangoTextEngine()
        let runs = [TextRun(string: "A message long enough to wrap at every width that a stack proposes to it, twice or more.", font: Self.body)]
        let unwrapped = try XCTUnwrap(engine.layout(TextRequest(runs: runs)).handle as? PangoTextHandle)
        let shaped = try XCTUnwrap(unwrapped.layouts.first?.layout)
        for width: CGFloat in [80, 150, 240, 333.3] {
            let layout = engine.layout(TextRequest(runs: runs, maxWidth: width))
            XCTAssertGreaterThan(layout.lineCount, 1)
            let handle = try XCTUnwrap(layout.handle as? PangoTextHandle)
            // The lines are cut from the unwrapped layout's glyphs: no other Pango layout was made.
            XCTAssertEqual(handle.layouts.count, 1)
            XCTAssertEqual(handle.layouts.first?.layout, shaped, "at \(width) pt")
            XCTAssertNotNil(handle.layouts.first?.brokenLines)
        }
        // A right-to-left text is laid out by Pango at the width.
        let hebrew = [TextRun(string: "שלום עולם, זהו משפט ארוך מספיק כדי לגלוש לשורה הבאה.", font: Self.body)]
        let hebrewWide = try XCTUnwrap(engine.layout(TextRequest(runs: hebrew)).handle as? PangoTextHandle)
        let hebrewWrapped = try XCTUnwrap(engine.layout(TextRequest(runs: hebrew, maxWidth: 100)).handle as? PangoTextHandle)
        XCTAssertNotEqual(hebrewWrapped.layouts.first?.layout, hebrewWide.layouts.first?.layout)
    }

    /// Paragraphs of every kind in a column, drawn with lines broken over the shaped runs and by Pango.
    struct Column: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Plain prose that wraps over a few lines in the column, as a message would, with punctuation.")
                (Text("Bold ").bold() + Text("and red ").foregroundColor(.red) + Text("and underlined words").underline()
                    + Text(" and struck ones").strikethrough() + Text(" after them, long enough to wrap."))
                Text("Emoji 😀 between 👩‍👩‍👧 words 🇩🇪 and flags 👍🏽 that wrap.")
                Text("中文字符测试，好。这是一个足够长的句子，可以换行到下一行去。")
                Text("Combining marks e\u{301}\u{301}x a\u{308}\u{323}b n\u{303}o\u{302} over a few words.")
                Text("Supercalifragilisticexpialidociousandthensomemoreletters okay").font(.title3)
                Text("Centred lines of a paragraph that wraps onto a second line.").multilineTextAlignment(.center)
                Text("A first paragraph.\nA second paragraph that is long enough to wrap as well.").italic()
            }
            .frame(width: 180)
        }
    }

    func testParagraphsDrawAsPangoDrawsThem() throws {
        @MainActor func draw(overShapedRuns: Bool) -> TestHost {
            PangoTextEngine.breaksLinesOverShapedRuns = overShapedRuns
            PangoTextEngine.measuresTextFromWords = overShapedRuns && PangoTextEngine.pangoLinesHaveTheKnownLayout
            defer {
                PangoTextEngine.breaksLinesOverShapedRuns = PangoTextEngine.pangoLinesHaveTheKnownLayout
                PangoTextEngine.measuresTextFromWords = PangoTextEngine.pangoLinesHaveTheKnownLayout
            }
            let host = TestHost(Column(), size: CGSize(width: 200, height: 760))
            _ = host.pngData()
            return host
        }
        let fast = draw(overShapedRuns: true), pango = draw(overShapedRuns: false)
        let a = try XCTUnwrap(fast.pngData()), b = try XCTUnwrap(pango.pngData())
        XCTAssertEqual(a, b)
        // Text was drawn: dark pixels on many rows.
        let dark = (0..<760).filter { y in (0..<200).contains { x in fast.color(at: CGPoint(x: x, y: y)).r < 100 } }
        XCTAssertGreaterThan(dark.count, 300)
    }
}
