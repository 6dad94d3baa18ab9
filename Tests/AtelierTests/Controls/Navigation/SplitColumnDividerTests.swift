import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

/// A split view's divider shows the column-resize pointer and drags the column before it, within its range.
@preconcurrency @MainActor final class SplitColumnDividerTests: XCTestCase {
    private struct Screen: View {
        var body: some View {
            NavigationSplitView {
                Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)
            } detail: {
                Text("Detail")
            }
        }
    }

    func testTheDividerResizesTheSidebarWithTheColumnResizePointer() throws {
        let h = TestHost(Screen(), size: CGSize(width: 1000, height: 400))
        XCTAssertEqual(h.color(at: CGPoint(x: 315, y: 200)), RGBA(r: 255, g: 0, b: 0, a: 255), "the sidebar is 320 points wide")
        XCTAssertEqual(h.pointerStyle(at: CGPoint(x: 320.2, y: 200)), .columnResize, "on the line")
        XCTAssertEqual(h.pointerStyle(at: CGPoint(x: 317, y: 200)), .columnResize, "a few points before it")
        XCTAssertEqual(h.pointerStyle(at: CGPoint(x: 323, y: 200)), .columnResize, "a few points beside it")
        XCTAssertEqual(h.pointerStyle(at: CGPoint(x: 360, y: 200)), .default)
        h.drag(from: CGPoint(x: 320, y: 200), to: CGPoint(x: 400, y: 200))
        XCTAssertEqual(h.color(at: CGPoint(x: 395, y: 200)), RGBA(r: 255, g: 0, b: 0, a: 255), "dragged 80 points wider")
        XCTAssertNotEqual(h.color(at: CGPoint(x: 405, y: 200)), RGBA(r: 255, g: 0, b: 0, a: 255))
        h.drag(from: CGPoint(x: 400, y: 200), to: CGPoint(x: 20, y: 200))
        XCTAssertEqual(h.color(at: CGPoint(x: 145, y: 200)), RGBA(r: 255, g: 0, b: 0, a: 255), "no narrower than 150 points")
        XCTAssertNotEqual(h.color(at: CGPoint(x: 155, y: 200)), RGBA(r: 255, g: 0, b: 0, a: 255))
    }
}
