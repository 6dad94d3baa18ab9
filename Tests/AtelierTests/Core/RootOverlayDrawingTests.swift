import XCTest
@_spi(Backend) import AtelierCore
import AtelierTesting

/// A view presented over the window after the first frame was drawn is drawn too, and a window keeping its last
/// frame repaints where it came and went.
@preconcurrency @MainActor final class RootOverlayDrawingTests: XCTestCase {
    func testAMenuOpenedAfterTheFirstFrameIsDrawn() {
        TestHost.checksDamage = true
        defer { TestHost.checksDamage = false }
        let host = TestHost(Menu("Actions") { Button("Copy") {} }, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.color(at: CGPoint(x: 150, y: 250)), RGBA(r: 255, g: 255, b: 255, a: 255), "a first frame")
        host.tap(onText: "Actions")
        host.advance(by: 1)
        let copy = host.frame(ofText: "Copy")!
        XCTAssertEqual(host.color(at: CGPoint(x: copy.maxX + 20, y: copy.midY)), RGBA(r: 242, g: 242, b: 247, a: 255),
                       "the menu's card is drawn")
        XCTAssertEqual(host.damageMisses, 0)
    }
}
