import XCTest
import Atelier
@_spi(Backend) import AtelierTesting

/// Inter standing in for SF Pro takes SF's line boxes (ascender 0.952 em, descender 0.241 em) and, between the
/// lines of a paragraph, the leading of Apple's text styles, so texts stack as in the oracles Apple drew.
@preconcurrency @MainActor final class SystemFontLineHeightTests: XCTestCase {
    private func frame(_ host: TestHost, _ id: String) -> CGRect {
        host.identifiedFrames().first { $0.identifier == id }?.layoutFrame ?? .null
    }

    func testABodyLineIsApplesTwentyPointThreeAtThreeX() {
        // cm-button-text: "the body text is 99.3 x 20.3 points" (61 pixels at @3x), the card 36.3 tall.
        let host = TestHost(VStack(spacing: 0) {
            Text("Critical Maps").accessibilityIdentifier("body")
            Text("Critical Maps").font(.title).accessibilityIdentifier("title")
            Text("Critical Maps").font(.largeTitle).accessibilityIdentifier("largeTitle")
            Text("Critical Maps").font(.subheadline).accessibilityIdentifier("subheadline")
        }, size: CGSize(width: 375, height: 200), scale: 3)
        // UIFont's lineHeight, rounded up to the pixel: 17 x 1.1934 = 20.29, 28 -> 33.41, 34 -> 40.57, 15 -> 17.90.
        let expected: [(String, CGFloat)] = [("body", 61.0 / 3), ("title", 101.0 / 3), ("largeTitle", 122.0 / 3), ("subheadline", 54.0 / 3)]
        for (id, height) in expected {
            XCTAssertEqual(frame(host, id).height, height, accuracy: 1e-9, id)
        }
    }

    func testWrappedLinesFollowAtTheTextStylesLeading() {
        // The oracles' wrapped texts: body lines 22 points apart (simple-view-globe, preview-state-view), title
        // lines 34 (modify-border), large title lines 41 (simple-state-largetitle).
        let host = TestHost(VStack(spacing: 0) {
            Text("One\nTwo\nThree").accessibilityIdentifier("body")
            Text("One\nTwo\nThree").font(.title).accessibilityIdentifier("title")
            Text("One\nTwo").font(.largeTitle).accessibilityIdentifier("largeTitle")
        }, size: CGSize(width: 375, height: 300), scale: 3)
        // n line boxes and n - 1 gaps of (leading - line box): SF Pro's line box is 2444/2048 em.
        let box: CGFloat = 2444.0 / 2048
        let body: CGFloat = 2 * 22 + 17 * box      // 64.29
        let title: CGFloat = 2 * 34 + 28 * box     // 101.41
        let largeTitle: CGFloat = 41 + 34 * box    // 81.57
        XCTAssertEqual(frame(host, "body").height, (body * 3).rounded(.up) / 3, accuracy: 1e-9)
        XCTAssertEqual(frame(host, "title").height, (title * 3).rounded(.up) / 3, accuracy: 1e-9)
        XCTAssertEqual(frame(host, "largeTitle").height, (largeTitle * 3).rounded(.up) / 3, accuracy: 1e-9)
    }

    func testTheModifyBorderOracleIsFiftyPointsTall() {
        // modify-border.uikit-short (@1x): Text("Hello!").font(.title).padding(8).border(Color.blue) is a blue
        // box 50 points tall: 34 for the title's line box (33.41, rounded up) and 8 above and below.
        let host = TestHost(Text("Hello!").font(.title).padding(8).border(Color.blue).accessibilityIdentifier("box"),
                            size: CGSize(width: 400, height: 400))
        host.savePNG("modify-border-short-atelier")
        XCTAssertEqual(frame(host, "box").height, 50)
        let blue = host.inkBounds(in: CGRect(x: 0, y: 0, width: 400, height: 400)) { $0.b > 200 && $0.r < 100 }
        XCTAssertEqual(blue.height, 50)
        XCTAssertEqual(blue.minY, 175, "centred as in the oracle")
    }

    func testAFieldsLineIsTheSameBox() {
        // A one-line field measures its line as a Text does.
        let host = TestHost(TextField("Name", text: .constant("Critical Maps")).accessibilityIdentifier("field"),
                            size: CGSize(width: 200, height: 60), scale: 3)
        XCTAssertEqual(frame(host, "field").height, 61.0 / 3, accuracy: 1e-9)
    }

    func testAnEditorsCaretSpansEachDrawnLine() {
        struct Editor: View {
            @State var text = ""
            var body: some View { TextEditor(text: $text).frame(width: 240, height: 120) }
        }
        let host = TestHost(Editor(), size: CGSize(width: 240, height: 120), scale: 3)
        host.tap(at: CGPoint(x: 120, y: 60))
        host.type("Hamburg\nHamburg")
        guard let second = host.textInputCaretFrame else { return XCTFail("no caret") }
        host.keyDown(.upArrow)
        guard let first = host.textInputCaretFrame else { return XCTFail("no caret") }
        // The caret is a line box tall (SF Pro's 20.29 at 17 points) and moves by the body's pitch of 22.
        XCTAssertEqual(first.height, 17 * 2444 / 2048, accuracy: 1e-6)
        XCTAssertEqual(second.minY - first.minY, 22, accuracy: 1e-6)
        // Each line's glyphs are drawn inside the caret's span, none in the gap between the lines.
        let gap = second.minY - first.maxY
        for caret in [first, second] {
            let strip = CGRect(x: 0, y: caret.minY - gap / 2, width: 240, height: caret.height + gap)
            let ink = host.inkBounds(in: strip) { Int($0.r) + Int($0.g) + Int($0.b) < 200 }
            XCTAssertFalse(ink.isNull, "the line is drawn")
            XCTAssertGreaterThanOrEqual(ink.minY, caret.minY, "\(ink) in \(caret)")
            XCTAssertLessThanOrEqual(ink.maxY, caret.maxY, "\(ink) in \(caret)")
        }
    }
}
