import XCTest
import Atelier
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierTesting

/// A split view column is as wide as its root's `navigationSplitViewColumnWidth` from the first frame, without the
/// split view being made twice; a root that asks for another width resizes it; a grip drags from the width it has.
@preconcurrency @MainActor final class SplitColumnWidthTests: XCTestCase {
    private static let red = RGBA(r: 255, g: 0, b: 0, a: 255)
    private static let blue = RGBA(r: 0, g: 0, b: 255, a: 255)

    /// A sidebar of red that asks for `width` points, or for nothing; the view's type the same either way.
    private struct Sidebar: View {
        let width: CGFloat?
        var body: some View {
            Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)
                .modifier(OptionalColumnWidth(width: width))
        }
    }

    private struct OptionalColumnWidth: ViewModifier {
        let width: CGFloat?
        func body(content: Content) -> some View {
            content.navigationSplitViewColumnWidth(width ?? 0)  // 0 sets no width
        }
    }

    private func splitView(width: CGFloat?) -> some View {
        NavigationSplitView { Sidebar(width: width) } detail: { Text("Detail") }
    }

    func testTheSidebarIsAsWideAsItsRootAsksInTheFirstFrame() {
        let h = TestHost(NavigationSplitView {
            Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1).navigationSplitViewColumnWidth(220)
        } detail: { Text("Detail") }, size: CGSize(width: 1000, height: 400))
        XCTAssertEqual(h.color(at: CGPoint(x: 215, y: 200)), Self.red)
        XCTAssertNotEqual(h.color(at: CGPoint(x: 225, y: 200)), Self.red, "220 points, not 320")
        XCTAssertEqual(h.pointerStyle(at: CGPoint(x: 217, y: 200)), .columnResize, "the grip is on the line at 220")
        XCTAssertEqual(h.pointerStyle(at: CGPoint(x: 223, y: 200)), .columnResize)
        XCTAssertEqual(h.pointerStyle(at: CGPoint(x: 317, y: 200)), .default, "and not at 320")
        h.drag(from: CGPoint(x: 220, y: 200), to: CGPoint(x: 300, y: 200))
        XCTAssertEqual(h.color(at: CGPoint(x: 295, y: 200)), Self.red, "dragged 80 points wider, from 220")
        XCTAssertNotEqual(h.color(at: CGPoint(x: 305, y: 200)), Self.red)
    }

    /// Before, the width reached the split view after its first layout, as state: the whole split view was evaluated
    /// and laid out a second time in its first frame.
    func testAColumnWidthDoesNotMakeTheSplitViewTwice() {
        let size = CGSize(width: 1000, height: 400)
        _ = TestHost(splitView(width: nil), size: size)
        _ = TestHost(splitView(width: 220), size: size)
        let plain = TestHost(splitView(width: nil), size: size)
        let narrow = TestHost(splitView(width: 220), size: size)
        XCTAssertNotEqual(narrow.color(at: CGPoint(x: 225, y: 200)), Self.red)
        XCTAssertEqual(plain.color(at: CGPoint(x: 225, y: 200)), Self.red)
        XCTAssertEqual(narrow.graph.bodyEvaluations, plain.graph.bodyEvaluations,
                       "bodies evaluated in the first frame, with a column width and without")
    }

    func testARootThatAsksForAnotherWidthResizesItsColumn() {
        struct Screen: View {
            @State var width: CGFloat = 220
            var body: some View {
                NavigationSplitView {
                    Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)
                        .overlay(alignment: .top) { Button("Wider") { width = 260 } }
                        .navigationSplitViewColumnWidth(width)
                } detail: { Text("Detail") }
            }
        }
        let h = TestHost(Screen(), size: CGSize(width: 1000, height: 400))
        XCTAssertNotEqual(h.color(at: CGPoint(x: 240, y: 200)), Self.red)
        h.tap(onText: "Wider")
        XCTAssertEqual(h.color(at: CGPoint(x: 255, y: 200)), Self.red, "260 points now")
        XCTAssertNotEqual(h.color(at: CGPoint(x: 265, y: 200)), Self.red)
        XCTAssertEqual(h.pointerStyle(at: CGPoint(x: 262, y: 200)), .columnResize, "the grip follows the line")
    }

    func testTheContentColumnTakesItsRootsWidthAndItsGripDragsIt() {
        let h = TestHost(NavigationSplitView {
            Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1).navigationSplitViewColumnWidth(200)
        } content: {
            Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1).navigationSplitViewColumnWidth(250)
        } detail: { Text("Detail") }, size: CGSize(width: 1000, height: 400))
        XCTAssertEqual(h.color(at: CGPoint(x: 195, y: 200)), Self.red)
        XCTAssertEqual(h.color(at: CGPoint(x: 205, y: 200)), Self.blue, "the content column starts after 200 points and the line")
        XCTAssertEqual(h.color(at: CGPoint(x: 446, y: 200)), Self.blue)
        XCTAssertNotEqual(h.color(at: CGPoint(x: 456, y: 200)), Self.blue, "250 points wide")
        XCTAssertEqual(h.pointerStyle(at: CGPoint(x: 203, y: 200)), .columnResize, "the sidebar's grip, over the content column")
        XCTAssertEqual(h.pointerStyle(at: CGPoint(x: 454, y: 200)), .columnResize, "the content's grip, over the detail")
        h.drag(from: CGPoint(x: 451, y: 200), to: CGPoint(x: 501, y: 200))
        XCTAssertEqual(h.color(at: CGPoint(x: 496, y: 200)), Self.blue, "dragged 50 points wider, from 250")
        XCTAssertNotEqual(h.color(at: CGPoint(x: 506, y: 200)), Self.blue)
        XCTAssertEqual(h.color(at: CGPoint(x: 195, y: 200)), Self.red, "the sidebar keeps its width")
    }
}
