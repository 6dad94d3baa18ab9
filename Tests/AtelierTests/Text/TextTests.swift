import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

@preconcurrency @MainActor final class TextTests: XCTestCase {
    typealias S = TextTestSupport

    override func setUp() async throws {
        CairoBackend.install()
    }

    func testBodyTextMatchesTheOracleLineHeight() {
        // The oracle: body "Critical Maps" is 99.3 x 20.3 points in SF Pro; Inter stands in.
        let size = S.size(of: Text("Critical Maps"))
        XCTAssertEqual(size.height, 20.3, accuracy: 1)
        XCTAssertEqual(size.width, 99.3, accuracy: 12)
        // The layout itself is fractional; the view's size is rounded up to the pixel grid (whole points at scale 1).
        let layout = GraphicsServices.textEngine.layout(TextRequest(runs: [TextRun(string: "Critical Maps", font: ResolvedFont(size: 17))]))
        XCTAssertNotEqual(layout.size.height, layout.size.height.rounded())
        XCTAssertEqual(size.height, layout.size.height.rounded(.up))
        XCTAssertEqual(size.width, layout.size.width.rounded(.up))
    }

    func testNarrowWidthWraps() {
        let text = Text("The quick brown fox jumps over the lazy dog")
        let wide = S.size(of: text)
        let narrow = S.size(of: text, ProposedViewSize(width: 100, height: nil))
        XCTAssertLessThanOrEqual(narrow.width, 100.01)
        XCTAssertGreaterThan(narrow.height, wide.height * 2)
        let (graph, _) = S.render(text.frame(width: 100), size: CGSize(width: 300, height: 300))
        let node = S.textNodes(graph)[0]
        XCTAssertGreaterThan(node.latestLayout?.lineCount ?? 0, 2)
    }

    func testProposedHeightLimitsTheLines() {
        let text = Text("The quick brown fox jumps over the lazy dog")
        let one = S.size(of: text, ProposedViewSize(width: 100, height: 0))
        XCTAssertEqual(one.height, S.size(of: Text("The")).height, accuracy: 0.01, "at least one line, never less")
        let host = TestHost(text.frame(width: 100, height: 30), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.texts.count, 1)
        XCTAssertTrue(host.texts[0].hasSuffix("…"), host.texts[0])
    }

    func testZeroWidthWrapsCharactersWhenHeightIsFree() {
        let text = Text("Hello")
        let tall = S.size(of: text, ProposedViewSize(width: 0, height: nil))
        XCTAssertGreaterThan(tall.height, S.size(of: text).height * 4, "one character per line")
        let flat = S.size(of: text, ProposedViewSize(width: 0, height: 0))
        XCTAssertEqual(flat.height, S.size(of: text).height, accuracy: 0.01)
    }

    func testLineLimitOneTruncatesWithAnEllipsis() {
        let host = TestHost(Text("The quick brown fox jumps over the lazy dog").lineLimit(1).frame(width: 120),
                            size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.texts.count, 1)
        let shown = host.texts[0]
        XCTAssertTrue(shown.hasSuffix("…"), shown)
        XCTAssertTrue(shown.hasPrefix("The quick"), shown)
        XCTAssertEqual(host.frame(ofText: shown)?.height ?? 0, 20.6, accuracy: 1)
    }

    func testHeadAndMiddleTruncationKeepTheEndAndBothEnds() {
        let long = "The quick brown fox jumps over the lazy dog"
        let head = TestHost(Text(long).lineLimit(1).truncationMode(.head).frame(width: 120), size: CGSize(width: 300, height: 100))
        XCTAssertTrue(head.texts[0].hasPrefix("…"), head.texts[0])
        XCTAssertTrue(head.texts[0].hasSuffix("dog"), head.texts[0])
        let middle = TestHost(Text(long).lineLimit(1).truncationMode(.middle).frame(width: 120), size: CGSize(width: 300, height: 100))
        XCTAssertTrue(middle.texts[0].contains("…") && middle.texts[0].hasPrefix("The") && middle.texts[0].hasSuffix("dog"), middle.texts[0])
    }

    func testConcatenatedTextsShowAsOneStringWithTheirOwnFonts() {
        let host = TestHost(Text("Hello ") + Text("World").bold() + Text("!").foregroundColor(.red),
                            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.texts, ["Hello World!"])
        let plain = S.size(of: Text("Hello World!"))
        let mixed = S.size(of: Text("Hello ") + Text("World").bold() + Text("!"))
        XCTAssertGreaterThan(mixed.width, plain.width, "the bold run is wider")
    }

    func testInnermostTextModifierWins() {
        let text = (Text("A").foregroundColor(.blue) + Text("B")).foregroundColor(.red)
        XCTAssertEqual(text.runs[0].attributes.color, .blue)
        XCTAssertEqual(text.runs[1].attributes.color, .red)
    }

    func testTextCaseUppercasesAndTheInnerCaseWins() {
        let host = TestHost(VStack { Text("Hello"); Text("WORLD").textCase(.lowercase) }.textCase(.uppercase),
                            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.texts, ["HELLO", "world"])
    }

    func testTitleIsTallerAndCaptionShorterAndATextsOwnFontWins() {
        let body = S.size(of: Text("Hello"))
        let title = S.size(of: Text("Hello").font(.title))
        let caption = S.size(of: Text("Hello").font(.caption))
        XCTAssertGreaterThan(title.height, body.height + 5)
        XCTAssertLessThan(caption.height, body.height - 2)
        let viaEnvironment = S.size(of: VStack { Text("Hello") }.font(.title))
        XCTAssertEqual(viaEnvironment.height, title.height, accuracy: 0.01)
        // The Text's own font wins over the environment's.
        XCTAssertEqual(S.size(of: Text("Hello").font(.caption).font(.title)).height, caption.height, accuracy: 0.01)
        XCTAssertEqual(S.size(of: VStack { Text("Hello").font(.caption) }.font(.title)).height, caption.height, accuracy: 0.01)
    }

    func testBoldAndWeightModifiersWiden() {
        let regular = S.size(of: Text("Hello World")).width
        XCTAssertGreaterThan(S.size(of: Text("Hello World").bold()).width, regular)
        XCTAssertGreaterThan(S.size(of: Text("Hello World").fontWeight(.heavy)).width, regular)
        XCTAssertGreaterThan(S.size(of: VStack { Text("Hello World") }.bold()).width, regular)
        XCTAssertGreaterThan(S.size(of: VStack { Text("Hello World") }.fontWeight(.black)).width, regular)
        XCTAssertEqual(S.size(of: Text("Hello World").bold(false)).width, regular, accuracy: 0.01)
    }

    func testMultilineCenterMovesTheShortLineRight() {
        @MainActor func firstLineInkX(_ alignment: TextAlignment) -> CGFloat {
            let view = Text("Hi\nA much longer second line").multilineTextAlignment(alignment)
            let (graph, surface) = S.render(view, size: CGSize(width: 300, height: 100))
            let frame = S.textNodes(graph)[0].frame
            let firstLine = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 20)
            return S.bounds(in: surface, firstLine, where: S.isInk)?.minX ?? -1
        }
        let leading = firstLineInkX(.leading), center = firstLineInkX(.center), trailing = firstLineInkX(.trailing)
        XCTAssertGreaterThan(center, leading + 40)
        XCTAssertGreaterThan(trailing, center + 40)
    }

    func testFirstBaselineAlignmentInAnHStack() {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
        }
        let (graph, _) = S.render(view, size: CGSize(width: 300, height: 200))
        let nodes = S.textNodes(graph)
        XCTAssertEqual(nodes.count, 2)
        // The stack puts the baselines on one line where it places the texts; each frame then snaps to the
        // pixel on its own, as SwiftUI's do (with SF Pro's fractional ascents, 32.37 and 11.43 here, the snapped
        // baselines of a large title and a caption can land a pixel apart at @1x).
        let baselines = nodes.map { $0.placementRect.minY + ($0.latestLayout?.firstBaseline ?? .nan) }
        XCTAssertEqual(baselines[0], baselines[1], accuracy: 1e-9)
        for node in nodes { XCTAssertEqual(node.frame, node.placementRect.pixelAligned(scale: 1)) }
        XCTAssertNotEqual(nodes[0].frame.minY, nodes[1].frame.minY, accuracy: 2)
    }

    func testLatinCJKAndEmojiDrawRealGlyphs() {
        let view = Text("Hello 世界 你好 😀🚲").font(.title)
        let (graph, surface) = S.render(view, size: CGSize(width: 400, height: 100))
        S.save(surface, "text-latin-cjk-emoji")
        let node = S.textNodes(graph)[0]
        let handle = node.latestLayout?.handle as? PangoTextHandle
        XCTAssertNotNil(handle)
        XCTAssertEqual(handle?.unknownGlyphsCount, 0, "no missing-glyph boxes")
        let frame = node.frame
        XCTAssertGreaterThan(S.count(in: surface, frame, where: S.isInk), 200)
        // The colour emoji draws colour pixels in the right part of the text.
        let colourful = S.count(in: surface, frame) { p in
            let m = max(p.red, p.green, p.blue), n = min(p.red, p.green, p.blue)
            return Int(m) - Int(n) > 80
        }
        XCTAssertGreaterThan(colourful, 30)
    }

    func testIntegerInterpolationIsGrouped() {
        let count = 1000
        let host = TestHost(VStack { Text("\(count)"); Text("Count: \(1234567)"); Text(verbatim: "\(count)") },
                            size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.texts, ["1,000", "Count: 1,234,567", "1000"])
    }

    func testRunColourAndEnvironmentForegroundColour() {
        let view = HStack(spacing: 0) {
            Text("████").foregroundColor(.red)
            Text("████")
        }.foregroundColor(.blue)
        let (graph, surface) = S.render(view, size: CGSize(width: 300, height: 60))
        let nodes = S.textNodes(graph)
        @MainActor func dominant(_ frame: CGRect) -> (Int, Int) {
            let red = S.count(in: surface, frame) { $0.red > 200 && $0.green < 80 && $0.blue < 80 }
            let blue = S.count(in: surface, frame) { $0.blue > 200 && $0.red < 80 }
            return (red, blue)
        }
        let (r0, b0) = dominant(nodes[0].frame), (r1, b1) = dominant(nodes[1].frame)
        XCTAssertGreaterThan(r0, 50); XCTAssertEqual(b0, 0)
        XCTAssertGreaterThan(b1, 50); XCTAssertEqual(r1, 0)
    }

    func testDefaultTextIsPrimaryBlack() {
        let (graph, surface) = S.render(Text("████"), size: CGSize(width: 100, height: 40))
        let f = S.textNodes(graph)[0].frame
        let center = surface.pixel(x: Int(f.midX), y: Int(f.midY))
        XCTAssertLessThan(Int(center.red) + Int(center.green) + Int(center.blue), 60)
    }

    func testLineLimitReservesSpace() {
        let one = S.size(of: Text("Hello")).height
        let reserved = S.size(of: Text("Hello").lineLimit(3, reservesSpace: true)).height
        // Three lines of body: two at Apple's body leading of 22 points (HIG Dynamic Type table, the pitch of
        // the oracles' wrapped body text) and one line box.
        XCTAssertEqual(reserved, one + 2 * 22, accuracy: 1)
        XCTAssertEqual(S.size(of: Text("Hello").lineLimit(3, reservesSpace: false)).height, one, accuracy: 0.01)
        XCTAssertEqual(S.size(of: Text("Hello").lineLimit(2...)).height, one + 22, accuracy: 1)
    }

    func testLineSpacingAddsSpaceBetweenLines() {
        let plain = S.size(of: Text("A\nB\nC")).height
        let spaced = S.size(of: Text("A\nB\nC").lineSpacing(10)).height
        XCTAssertEqual(spaced - plain, 20, accuracy: 0.5)
    }

    func testMinimumScaleFactorShrinksInsteadOfTruncating() {
        let long = "The quick brown fox jumps"
        let full = S.size(of: Text(long)).width
        let host = TestHost(Text(long).lineLimit(1).minimumScaleFactor(0.5).frame(width: full * 0.7),
                            size: CGSize(width: 400, height: 100))
        XCTAssertEqual(host.texts, [long])
        let truncated = TestHost(Text(long).lineLimit(1).minimumScaleFactor(0.9).frame(width: full * 0.7),
                                 size: CGSize(width: 400, height: 100))
        XCTAssertTrue(truncated.texts[0].hasSuffix("…"), truncated.texts[0])
    }

    func testTextFramesThroughOffset() {
        let host = TestHost(Text("Moved").offset(x: 30, y: 10), size: CGSize(width: 200, height: 100))
        let plain = TestHost(Text("Moved"), size: CGSize(width: 200, height: 100))
        guard let a = host.frame(ofText: "Moved"), let b = plain.frame(ofText: "Moved") else {
            return XCTFail("text not found")
        }
        XCTAssertEqual(a.minX - b.minX, 30, accuracy: 0.01)
        XCTAssertEqual(a.minY - b.minY, 10, accuracy: 0.01)
    }

    func testHiddenAndTransparentTextsAreNotOnScreen() {
        let host = TestHost(VStack { Text("shown"); Text("hidden").hidden(); Text("faded").opacity(0); Text("dim").opacity(0.5) },
                            size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.texts, ["shown", "dim"])
    }

    func testGradientForegroundStylePaintsAcrossTheText() {
        let view = Text("██████████").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        let (graph, surface) = S.render(view, size: CGSize(width: 300, height: 60))
        let f = S.textNodes(graph)[0].frame
        let left = surface.pixel(x: Int(f.minX) + 3, y: Int(f.midY)), right = surface.pixel(x: Int(f.maxX) - 3, y: Int(f.midY))
        XCTAssertGreaterThan(Int(left.red), Int(left.blue) + 100)
        XCTAssertGreaterThan(Int(right.blue), Int(right.red) + 100)
    }

    func testUpdatingTheStringRelaysOut() {
        let graph = ViewGraph(root: Text("Hi"))
        _ = graph.render(size: CGSize(width: 300, height: 100))
        let small = TextTestSupport.textNodes(graph)[0].frame.width
        graph.environment.font = .largeTitle
        _ = graph.render(size: CGSize(width: 300, height: 100))
        XCTAssertGreaterThan(TextTestSupport.textNodes(graph)[0].frame.width, small * 1.5)
    }

    func testAModifiedTextLeavesTheTextItWasMadeFromAsItWas() {
        // The attributes few texts set live in a box shared by copies: changing a copy must not reach the original.
        let base = Text("Hello")
        let marked = base.underline(color: .red).strikethrough(color: .blue).kerning(3)
        let view = VStack(alignment: .leading, spacing: 10) { base; marked; base.underline(false) }
        let (graph, surface) = S.render(view, size: CGSize(width: 300, height: 120))
        let frames = S.textNodes(graph).map(\.frame)
        XCTAssertEqual(frames.count, 3)
        func count(in frame: CGRect, _ test: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> Int {
            var n = 0
            // A line a pixel thick at scale 1 is antialiased, and the underline sits at the frame's bottom edge.
            for y in Int(frame.minY)..<Int(frame.maxY) + 3 { for x in Int(frame.minX)..<Int(frame.maxX) where test(surface.pixel(x: x, y: y)) { n += 1 } }
            return n
        }
        let red = { (p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) in Int(p.red) - Int(p.green) > 60 && Int(p.red) - Int(p.blue) > 60 }
        let blue = { (p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) in Int(p.blue) - Int(p.red) > 60 }
        XCTAssertEqual(count(in: frames[0], red), 0, "the text it was made from has no underline")
        XCTAssertEqual(count(in: frames[0], blue), 0, "nor a strikethrough")
        XCTAssertGreaterThan(count(in: frames[1], red), 20, "a red underline")
        XCTAssertGreaterThan(count(in: frames[1], blue), 20, "a blue strikethrough")
        XCTAssertEqual(frames[1].width - frames[0].width, 15, accuracy: 3, "3 points of kerning after each of 5 characters")
        XCTAssertEqual(frames[2].width, frames[0].width, "underline(false) leaves the text as it was")
        XCTAssertEqual(count(in: frames[2], red), 0)
    }

    func testATextPlacedAtAnotherWidthAndBackShowsTheLinesOfEach() {
        // A text node keeps only its newest measured layout and the placed one; the others come back from the
        // engine's cache when a width is asked again.
        let sentence = "A sentence long enough to wrap at a narrow width"
        let graph = ViewGraph(root: Text(sentence))
        _ = graph.render(size: CGSize(width: 700, height: 300))
        let node = { S.textNodes(graph)[0] }
        let wide = node().frame
        XCTAssertLessThan(wide.height, 25, "one line at 700 points")
        _ = graph.render(size: CGSize(width: 90, height: 300))
        let narrow = node().frame
        XCTAssertLessThanOrEqual(narrow.width, 90)
        XCTAssertGreaterThan(narrow.height, wide.height * 3, "several lines at 90 points")
        XCTAssertEqual(node().displayedString, sentence)
        _ = graph.render(size: CGSize(width: 700, height: 300))
        XCTAssertEqual(node().frame.size, wide.size, "one line again")
        XCTAssertEqual(node().displayedString, sentence)
        _ = graph.render(size: CGSize(width: 90, height: 300))
        XCTAssertEqual(node().frame.size, narrow.size)
    }

    func testEmptyAndHostileStrings() {
        XCTAssertEqual(S.size(of: Text("")).width, 0)
        let host = TestHost(VStack { Text(""); Text("a\u{0}b"); Text(String(repeating: "x", count: 5000)).lineLimit(2) },
                            size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.texts.count, 3)
    }
}
