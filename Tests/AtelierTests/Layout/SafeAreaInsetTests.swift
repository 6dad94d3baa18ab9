import XCTest
import Atelier
import AtelierTesting
@_spi(Backend) import AtelierCore  // Diagnostics only

// safeAreaInset: the inset view sits at an edge and the content is laid out in what it leaves; safeAreaPadding
// pads (a desktop window has no safe area of its own; what the two add to one is in SafeAreaTests).


@preconcurrency @MainActor final class SafeAreaInsetTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Diagnostics.reset()
    }

    func testABottomInsetShortensTheContentAndSpansTheWidth() {
        let view = Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }
        let host = TestHost(view, size: CGSize(width: 200, height: 300))
        // The default spacing of 8 between: red 0..<242, white 242..<250, blue 250..<300.
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 241.5)), Palette.red)
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 245)), Palette.white)
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 250.5)), Palette.blue)
        XCTAssertEqual(host.color(at: CGPoint(x: 1, y: 299)), Palette.blue, "across the whole width")
    }

    func testATopInsetAlignsAlongTheEdge() {
        let view = Color.red.safeAreaInset(edge: .top, alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 40, height: 30)
        }
        let host = TestHost(view, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(host.color(at: CGPoint(x: 20, y: 15)), Palette.blue)
        XCTAssertEqual(host.color(at: CGPoint(x: 60, y: 15)), Palette.white, "the inset is 40 wide at the leading edge; the content starts below it")
        XCTAssertEqual(host.color(at: CGPoint(x: 60, y: 30.5)), Palette.red)
    }

    func testATrailingInsetNarrowsTheContent() {
        let view = Color.red.safeAreaInset(edge: .trailing, spacing: 10) { Color.blue.frame(width: 50, height: 20) }
        let host = TestHost(view, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.color(at: CGPoint(x: 139.5, y: 50)), Palette.red, "red 0..<140")
        XCTAssertEqual(host.color(at: CGPoint(x: 145, y: 50)), Palette.white)
        XCTAssertEqual(host.color(at: CGPoint(x: 175, y: 50)), Palette.blue, "centred vertically")
        XCTAssertEqual(host.color(at: CGPoint(x: 175, y: 30)), Palette.white)
    }

    func testAFixedSizeContentStacksWithItsInset() {
        let view = Text("Content").safeAreaInset(edge: .bottom, spacing: 4) { Text("Bar") }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        let content = host.frame(ofText: "Content")!, bar = host.frame(ofText: "Bar")!
        XCTAssertEqual(bar.minY - content.maxY, 4)
        XCTAssertEqual(bar.midX, content.midX, accuracy: 0.5)
    }

    func testSafeAreaPaddingPadsAndBadSpacingWarns() {
        let host = TestHost(Color.red.safeAreaPadding(20).ignoresSafeArea(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.color(at: CGPoint(x: 10, y: 50)), Palette.white)
        XCTAssertEqual(host.color(at: CGPoint(x: 21, y: 50)), Palette.red)
        let nan = TestHost(Color.red.safeAreaInset(edge: .bottom, spacing: .nan) { Color.blue.frame(height: 10) },
                           size: CGSize(width: 100, height: 100))
        XCTAssertEqual(nan.color(at: CGPoint(x: 50, y: 89.5)), Palette.red, "NaN spacing is 0")
        XCTAssertEqual(nan.color(at: CGPoint(x: 50, y: 90.5)), Palette.blue)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("safeAreaInset spacing") }.count, 1, "\(Diagnostics.warnings)")
    }
}
