import XCTest
import Foundation
import CPangoCairo
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

/// A one-run text measured from its words' cached shapes measures, breaks and draws exactly as Pango shaping it whole.
@preconcurrency @MainActor final class WordLayoutTests: XCTestCase {
    /// Message-like texts: words that repeat, with capitals, digits, punctuation, a full stop after a space.
    static var messages: [String] {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit.", "Sed", "do", "eiusmod",
                     "tempor", "AVATAR", "Wave", "office", "fjord", "42", "3.14", "9:41", "AM", "e-mail", "it's", "(aside)", "“quoted”",
                     "naïve", "café", "—", "…", "x", "Tokyo", "T.", "V", "Yo", "-", "1,000", "?", "!", "ffi", "www.example.com/a?b=1",
                     // Glyphs that Inter's contextual alternates change next to others across a space ("2 x 3" → "2 × 3").
                     "->", "<=", "+", "=", "2x2", "[y]", "{z}", "~", "@home", "a:b", "ex", "excepteur", "*", "<", ">"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        return (0..<80).map { i in
            var text = (0..<(1 + next(40))).map { _ in words[next(words.count)] }.joined(separator: next(10) == 0 ? "  " : " ")
            if i % 7 == 0 { text += " ." } else if i % 5 == 0 { text += "." }
            if i % 11 == 0 { text = "12 " + text }
            return text
        }
    }

    static var texts: [String] { NarrowTextLayoutTests.sentences + NarrowTextLayoutTests.prose + messages }

    static let fonts = [ResolvedFont(size: 17), ResolvedFont(size: 15, weight: 700), ResolvedFont(size: 13, italic: true),
                        ResolvedFont(size: 22, design: .serif), ResolvedFont(size: 12, design: .monospaced),
                        ResolvedFont(size: 11, monospacedDigit: true)]

    let words = PangoTextEngine(), pango = PangoTextEngine()

    func layout(fromWords: Bool, _ request: TextRequest) -> TextLayout {
        PangoTextEngine.measuresTextFromWords = fromWords
        defer { PangoTextEngine.measuresTextFromWords = PangoTextEngine.pangoLinesHaveTheKnownLayout }
        return (fromWords ? words : pango).layout(request)
    }

    func testTextsMeasureAtEveryWidthAsPangoShapingThemWhole() throws {
        try XCTSkipUnless(PangoTextEngine.pangoLinesHaveTheKnownLayout, "this Pango is not 1.50: it breaks its own lines")
        var compared = 0, fromWords = 0, wrapped = 0
        for font in Self.fonts {
            for text in Self.texts {
                let runs = [TextRun(string: text, font: font)]
                let unwrapped = layout(fromWords: true, TextRequest(runs: runs))
                let measuredFromWords = (unwrapped.handle as? PangoTextHandle)?.assembled != nil
                if measuredFromWords { fromWords += 1 }
                let ideal = unwrapped.size.width
                var widths: [CGFloat?] = [nil, 0, ideal, ideal - 0.01, ideal / 2, ideal / 3 + 0.5]
                widths += stride(from: 6.0, through: 400.0, by: 23.5).map { CGFloat($0) }
                for width in widths {
                    let request = TextRequest(runs: runs, maxWidth: width, lineSpacing: 2)
                    let fast = layout(fromWords: true, request), slow = layout(fromWords: false, request)
                    let what = "\"\(text)\" in \(font) at \(width.map { "\($0)" } ?? "nil")"
                    XCTAssertEqual(fast.lineCount, slow.lineCount, what)
                    XCTAssertEqual(fast.size.width, slow.size.width, what)
                    XCTAssertEqual(fast.size.height, slow.size.height, what)
                    XCTAssertEqual(fast.firstBaseline, slow.firstBaseline, what)
                    XCTAssertEqual(fast.lastBaseline, slow.lastBaseline, what)
                    XCTAssertEqual(fast.displayedString, slow.displayedString, what)
                    compared += 1
                    if measuredFromWords, fast.lineCount > 1 { wrapped += 1 }
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
        // Most texts are measured from their words, many of them on several lines.
        XCTAssertGreaterThan(fromWords, Self.fonts.count * Self.texts.count * 2 / 3)
        XCTAssertGreaterThan(wrapped, 4_000)
    }

    func testTheLinesDrawnAreTheLinesMeasured() throws {
        try XCTSkipUnless(PangoTextEngine.pangoLinesHaveTheKnownLayout, "this Pango is not 1.50: it breaks its own lines")
        var drawn = 0, seen = Set<String>()
        // Each text once: one drawn before is shaped already.
        for text in Self.messages.prefix(40) where seen.insert(text).inserted {
            let unwrapped = layout(fromWords: true, TextRequest(runs: [TextRun(string: text, font: ResolvedFont(size: 17))]))
            guard (unwrapped.handle as? PangoTextHandle)?.assembled != nil else { continue }
            drawn += 1
            for width: CGFloat in [37, 120, 251.5] {
                let request = TextRequest(runs: [TextRun(string: text, font: ResolvedFont(size: 17))], maxWidth: width)
                let fast = layout(fromWords: true, request), slow = layout(fromWords: false, request)
                let handle = try XCTUnwrap(fast.handle as? PangoTextHandle), slowHandle = try XCTUnwrap(slow.handle as? PangoTextHandle)
                // Measured without shapes; drawing lays the request out with Pango, into the lines measured.
                XCTAssertFalse(handle.isShaped, text)
                XCTAssertEqual(handle.lines.count, fast.lineCount, text)
                XCTAssertEqual(handle.lines.map(\.width), slowHandle.lines.map(\.width), text)
                XCTAssertEqual(handle.lines.map(\.baseline), slowHandle.lines.map(\.baseline), text)
                XCTAssertEqual(handle.inkBounds, slowHandle.inkBounds, text)
            }
        }
        XCTAssertGreaterThan(drawn, 30)
    }

    func testBreakOpportunitiesAreTheLayouts() throws {
        var checked = 0
        for font in Self.fonts {
            for text in Self.texts {
                let request = TextRequest(runs: [TextRun(string: text, font: font)])
                guard let assembled = (layout(fromWords: true, request).handle as? PangoTextHandle)?.assembled else { continue }
                let built = try XCTUnwrap((layout(fromWords: false, request).handle as? PangoTextHandle)?.layouts.first)
                var count: Int32 = 0
                let attributes = try XCTUnwrap(pango_layout_get_log_attrs_readonly(built.layout, &count))
                XCTAssertEqual(Int(count), assembled.attributes.count, text)
                for i in 0..<min(Int(count), assembled.attributes.count) {
                    let a = assembled.attributes[i], b = attributes[i]
                    XCTAssertEqual([a.is_line_break, a.is_char_break, a.is_white, a.break_inserts_hyphen, a.break_removes_preceding],
                                   [b.is_line_break, b.is_char_break, b.is_white, b.break_inserts_hyphen, b.break_removes_preceding],
                                   "\"\(text)\" at character \(i)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }

    func testTheRulesAcrossSpacesAreReadFromTheFont() throws {
        let path = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "Inter is not installed here")
        let face = try XCTUnwrap(hb_face_create(hb_blob_create_from_file(path), 0))
        defer { hb_face_destroy(face) }
        let found = PangoTextEngine.spanningGlyphs(face)
        // Inter's contextual alternates see across spaces ("2 x 3" → "2 × 3"), up to 6 glyphs back and 7 ahead.
        XCTAssertEqual(found.reach.back, 6)
        XCTAssertEqual(found.reach.ahead, 7)
        let font = try XCTUnwrap(hb_font_create(face))
        defer { hb_font_destroy(font) }
        var x: hb_codepoint_t = 0, a: hb_codepoint_t = 0
        XCTAssertNotEqual(hb_font_get_nominal_glyph(font, 0x78, &x), 0)
        XCTAssertNotEqual(hb_font_get_nominal_glyph(font, 0x61, &a), 0)
        XCTAssertTrue(found.glyphs.contains(x))
        XCTAssertFalse(found.glyphs.contains(a))
    }

    func testOnlySimpleTextsAreMeasuredFromWords() {
        func assembled(_ text: String, _ run: (inout TextRun) -> Void = { _ in }) -> Bool {
            var r = TextRun(string: text, font: ResolvedFont(size: 17))
            run(&r)
            return (layout(fromWords: true, TextRequest(runs: [r])).handle as? PangoTextHandle)?.assembled != nil
        }
        XCTAssertTrue(assembled("Lorem ipsum dolor sit amet, 12 times ."))
        XCTAssertTrue(assembled("3 new messages"))
        XCTAssertFalse(assembled("smile 😀"))
        XCTAssertFalse(assembled("中文 text"))
        XCTAssertFalse(assembled("שלום עולם"))
        XCTAssertFalse(assembled("tab\there"))
        XCTAssertFalse(assembled("soft\u{00AD}hyphen"))
        XCTAssertFalse(assembled("tracked") { $0.tracking = 2 })
        XCTAssertFalse(assembled("raised") { $0.baselineOffset = 3 })
        // Several runs are laid out by Pango.
        let two = layout(fromWords: true, TextRequest(runs: [TextRun(string: "plain ", font: ResolvedFont(size: 17)),
                                                             TextRun(string: "bold", font: ResolvedFont(size: 17, weight: 700))]))
        XCTAssertEqual((two.handle as? PangoTextHandle)?.isShaped, true)
    }

    /// Messages in columns of several widths, as a chat shows them.
    struct Messages: View {
        let texts: [String]
        var body: some View {
            HStack(alignment: .top, spacing: 6) {
                ForEach([90, 160, 230], id: \.self) { width in
                    VStack(alignment: .leading, spacing: 3) {
                        ForEach(Array(texts.enumerated()), id: \.offset) { Text($0.element) }
                        Text("Centred words of a message that wraps.").multilineTextAlignment(.center).bold()
                    }
                    .frame(width: CGFloat(width))
                }
            }
        }
    }

    func testMessagesDrawAsPangoDrawsThem() throws {
        let texts = Array(Self.messages.prefix(12))
        func draw(fromWords: Bool) -> TestHost {
            // An engine of its own: the shared one would answer from the layouts the other drawing cached.
            CairoBackend.install()
            let shared = GraphicsServices.textEngine
            GraphicsServices.textEngine = PangoTextEngine()
            PangoTextEngine.measuresTextFromWords = fromWords
            defer {
                PangoTextEngine.measuresTextFromWords = PangoTextEngine.pangoLinesHaveTheKnownLayout
                GraphicsServices.textEngine = shared
            }
            let host = TestHost(Messages(texts: texts), size: CGSize(width: 500, height: 1400))
            _ = host.pngData()
            return host
        }
        let fast = draw(fromWords: true), slow = draw(fromWords: false)
        XCTAssertEqual(try XCTUnwrap(fast.pngData()), try XCTUnwrap(slow.pngData()))
        let dark = (0..<1400).filter { y in (0..<500).contains { x in fast.color(at: CGPoint(x: x, y: y)).r < 100 } }
        XCTAssertGreaterThan(dark.count, 400)
    }

    /// The glyphs of a handle's lines, with their clusters and items, as Pango would draw them.
    static func glyphs(of handle: PangoTextHandle) -> [[String]] {
        handle.lines.map { placed in
            var runs: [String] = ["x \(placed.x) baseline \(placed.baseline) start \(placed.line.pointee.start_index) length \(placed.line.pointee.length)"]
            var node = placed.line.pointee.runs
            while let n = node {
                defer { node = n.pointee.next }
                guard let data = n.pointee.data else { continue }
                let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
                let item = run.pointee.item.pointee, glyphs = run.pointee.glyphs.pointee
                var description = "item \(item.offset) \(item.length) \(item.num_chars) script \(item.analysis.script) level \(item.analysis.level)"
                description += " language \(item.analysis.language.map { String(cString: pango_language_to_string($0)) } ?? "none")"
                description += " attributes \(g_slist_length(item.analysis.extra_attrs))"
                for g in 0..<Int(glyphs.num_glyphs) {
                    let info = glyphs.glyphs[g]
                    description += " \(info.glyph)/\(info.geometry.width)/\(info.geometry.x_offset)/\(info.geometry.y_offset)@\(glyphs.log_clusters[g])"
                }
                runs.append(description)
            }
            return runs
        }
    }

    func testTheLinesAreMadeOfTheGlyphsPangoShapes() throws {
        try XCTSkipUnless(PangoTextEngine.pangoLinesHaveTheKnownLayout, "this Pango is not 1.50: it breaks its own lines")
        var compared = 0, wrapped = 0
        for font in Self.fonts {
            for text in Self.texts {
                var run = TextRun(string: text, font: font)
                if compared % 3 == 1 { run.color = RGBAColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.5) }
                if compared % 5 == 2 { run.underlined = true }
                let unwrapped = layout(fromWords: true, TextRequest(runs: [run]))
                guard (unwrapped.handle as? PangoTextHandle)?.assembled != nil else { continue }
                for width: CGFloat? in [nil, 0.5, 37, 120, unwrapped.size.width - 0.01, 251.5] {
                    let request = TextRequest(runs: [run], maxWidth: width, alignment: compared % 2 == 0 ? .leading : .center)
                    let fast = try XCTUnwrap(layout(fromWords: true, request).handle as? PangoTextHandle)
                    let slow = try XCTUnwrap(layout(fromWords: false, request).handle as? PangoTextHandle)
                    let before = PangoTextEngine.requestsLaidOutByPango
                    let drawn = Self.glyphs(of: fast)
                    // The lines are the words' glyphs: Pango lays nothing out to draw them (but with tabular digits).
                    if !font.monospacedDigit { XCTAssertEqual(PangoTextEngine.requestsLaidOutByPango, before, text) }
                    XCTAssertEqual(drawn, Self.glyphs(of: slow), "\"\(text)\" in \(font) at \(width.map { "\($0)" } ?? "nil")")
                    XCTAssertEqual(fast.inkBounds, slow.inkBounds, text)
                    compared += 1
                    if drawn.count > 1 { wrapped += 1 }
                }
            }
        }
        XCTAssertGreaterThan(compared, 1_000)
        XCTAssertGreaterThan(wrapped, 500)
    }

    func testAParagraphOfWordsSeenBeforeIsNotShaped() throws {
        try XCTSkipUnless(PangoTextEngine.pangoLinesHaveTheKnownLayout, "this Pango is not 1.50: it breaks its own lines")
        let font = ResolvedFont(size: 15)
        func paragraph(_ text: String) -> TextLayout {
            layout(fromWords: true, TextRequest(runs: [TextRun(string: text, font: font)], maxWidth: 180))
        }
        _ = paragraph("Again the quick brown fox jumps over the lazy dog and again.")
        let before = PangoTextEngine.requestsLaidOutByPango
        let new = paragraph("Again the lazy dog jumps over the quick brown fox and the fox over the dog and again.")
        let handle = try XCTUnwrap(new.handle as? PangoTextHandle)
        XCTAssertGreaterThan(handle.lines.count, 1)
        XCTAssertEqual(handle.lines.count, new.lineCount)
        XCTAssertGreaterThan(handle.glyphCount, 60)
        // At every width a stack proposes, too.
        for width: CGFloat in [80, 150, 240, 333.3] {
            let wrapped = try XCTUnwrap(layout(fromWords: true, TextRequest(runs: [TextRun(string: "Again the lazy dog jumps over the quick brown fox and the fox over the dog and again.", font: font)], maxWidth: width)).handle as? PangoTextHandle)
            XCTAssertGreaterThan(wrapped.lines.count, 1)
        }
        // Measured and drawn from the words' shapes: Pango laid no layout out (nor shaped a word: all were seen).
        XCTAssertEqual(PangoTextEngine.requestsLaidOutByPango, before)
    }

    /// Paragraphs in columns, wrapped, in several styles and alignments.
    struct Paragraphs: View {
        let texts: [String]
        var body: some View {
            HStack(alignment: .top, spacing: 6) {
                ForEach([140, 260], id: \.self) { width in
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(texts.indices, id: \.self) { paragraph($0, texts[$0]) }
                    }
                    .frame(width: CGFloat(width))
                }
            }
        }

        @ViewBuilder func paragraph(_ i: Int, _ text: String) -> some View {
            if i % 6 == 0 {
                Text(text).font(.system(size: 15))
            } else if i % 6 == 1 {
                Text(text).font(.system(size: 13, design: .serif)).underline()
            } else if i % 6 == 2 {
                Text(text).foregroundColor(.blue).multilineTextAlignment(.center)
            } else if i % 6 == 3 {
                Text(text).strikethrough(color: .red).multilineTextAlignment(.trailing)
            } else if i % 6 == 4 {
                Text(text).font(.system(size: 17).monospacedDigit()).lineSpacing(3)
            } else {
                Text(text).bold().italic()
            }
        }
    }

    func testParagraphsDrawAsPangoDrawsThem() throws {
        let texts = NarrowTextLayoutTests.prose + Array(Self.messages.suffix(8))
        func draw(fromWords: Bool) -> TestHost {
            CairoBackend.install()
            let shared = GraphicsServices.textEngine
            GraphicsServices.textEngine = PangoTextEngine()
            PangoTextEngine.measuresTextFromWords = fromWords
            defer {
                PangoTextEngine.measuresTextFromWords = PangoTextEngine.pangoLinesHaveTheKnownLayout
                GraphicsServices.textEngine = shared
            }
            let host = TestHost(Paragraphs(texts: texts), size: CGSize(width: 420, height: 2400))
            _ = host.pngData()
            return host
        }
        let before = PangoTextEngine.requestsLaidOutByPango
        let fast = draw(fromWords: true)
        let laidOut = PangoTextEngine.requestsLaidOutByPango - before
        let slow = draw(fromWords: false)
        XCTAssertEqual(try XCTUnwrap(fast.pngData()), try XCTUnwrap(slow.pngData()))
        // Pango laid out fewer requests than it does for the same drawing without the words.
        XCTAssertLessThan(laidOut, (PangoTextEngine.requestsLaidOutByPango - before - laidOut) / 2)
        let dark = (0..<2400).filter { y in (0..<420).contains { x in fast.color(at: CGPoint(x: x, y: y)).r < 100 } }
        XCTAssertGreaterThan(dark.count, 600)
    }

    func testTruncatedLinesAreMeasuredAndDrawnAsPangoShapesThem() throws {
        try XCTSkipUnless(PangoTextEngine.pangoLinesHaveTheKnownLayout, "this Pango is not 1.50: it breaks its own lines")
        var compared = 0, fromWords = 0
        for font in Self.fonts {
            for text in Self.texts {
                let run = TextRun(string: text, font: font)
                guard (layout(fromWords: true, TextRequest(runs: [run])).handle as? PangoTextHandle)?.assembled != nil else { continue }
                fromWords += 1
                for width: CGFloat in [0.5, 37, 120, 251.5] {
                    for limit in [1, 2] {
                        for mode: Text.TruncationMode in [.tail, .head, .middle] where limit == 1 || mode == .tail {
                            let request = TextRequest(runs: [run], maxWidth: width, lineLimit: limit, truncation: mode)
                            let fast = layout(fromWords: true, request), slow = layout(fromWords: false, request)
                            let what = "\"\(text)\" in \(font) at \(width), \(limit) lines, \(mode)"
                            XCTAssertEqual(fast.displayedString, slow.displayedString, what)
                            XCTAssertEqual(fast.size, slow.size, what)
                            XCTAssertEqual(fast.lastBaseline, slow.lastBaseline, what)
                            let fastHandle = try XCTUnwrap(fast.handle as? PangoTextHandle), slowHandle = try XCTUnwrap(slow.handle as? PangoTextHandle)
                            XCTAssertEqual(Self.glyphs(of: fastHandle), Self.glyphs(of: slowHandle), what)
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(fromWords, 300)
        XCTAssertGreaterThan(compared, 5_000)
    }
}
