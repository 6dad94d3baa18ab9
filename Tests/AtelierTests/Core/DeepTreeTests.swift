import XCTest
@_spi(Backend) import AtelierCore
import Atelier
import AtelierTesting

/// Trees deeper than the stack: built, updated, laid out, drawn, hit and released on the main thread's
/// default stack, with the "nested too deeply" warning and no crash.
@preconcurrency @MainActor final class DeepTreeTests: XCTestCase {
    @MainActor private static func nestedPaddings(_ depth: Int) -> AnyView {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<depth { view = AnyView(view.padding(1)) }
        return view
    }

    /// Hosts `depth` nested paddings, draws, taps and steps them, releases the host and the view, and checks
    /// that the process is still here and a new host draws.
    @MainActor private static func hostAndRelease(depth: Int) {
        Diagnostics.reset()
        var view: AnyView? = nestedPaddings(depth)
        var host: TestHost? = TestHost(view!, size: CGSize(width: 200, height: 200))
        view = nil
        _ = host?.color(at: CGPoint(x: 100, y: 100))
        host?.tap(at: CGPoint(x: 100, y: 100))
        host?.advance(by: 0.1)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("nested too deeply") }.count, 1)
        host = nil
        let after = TestHost(Color.red.frame(width: 10, height: 10), size: CGSize(width: 20, height: 20))
        XCTAssertEqual(after.color(at: CGPoint(x: 10, y: 10)), RGBA(r: 255, g: 59, b: 48, a: 255))
    }

    func testTwentyThousandNestedPaddingsAreReleasedWithoutOverflowingTheStack() {
        Self.hostAndRelease(depth: 20_000)
    }

    func testAHundredThousandDeepTreeIsBuiltUpdatedDrawnHitAndReleased() {
        Self.hostAndRelease(depth: 100_000)
    }

    func testAHundredThousandDeepSubtreeTakesAnEnvironmentChangeAndIsReplacedWithoutOverflowingTheStack() {
        Diagnostics.reset()
        let deep = Self.nestedPaddings(100_000)
        struct Switcher: View {
            let deep: AnyView
            @State var showsDeep = true
            @State var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    // The first tap changes the environment of every level; the second removes the tree.
                    Color.blue.frame(width: 40, height: 40).onTapGesture { taps += 1; showsDeep = taps < 2 }
                    if showsDeep { deep.font(taps == 0 ? .body : .title).frame(width: 40, height: 40).clipped() } else { Color.green.frame(width: 40, height: 40) }
                }
            }
        }
        let host = TestHost(Switcher(deep: deep), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 80))
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 80)), RGBA(r: 0, g: 122, b: 255, a: 255), "the frame after the change draws")
        host.tap(at: CGPoint(x: 100, y: 80))
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 120)), RGBA(r: 52, g: 199, b: 89, a: 255), "the green square replaced the deep tree")
    }

    private struct RemovedMidDrag: View {
        @State var shows = true
        @State var moves = 0
        var body: some View {
            ZStack {
                Color.gray.frame(width: 200, height: 200)
                if shows {
                    VStack { HStack { Color.blue.frame(width: 80, height: 80)
                        .gesture(DragGesture(minimumDistance: 0).onChanged { _ in moves += 1; shows = false }) } }
                        .padding(4)
                }
            }
        }
    }

    func testASubtreeRemovedByItsOwnDragGestureLetsTheDragGoOn() {
        // Nodes refer to their parents unowned: the gesture engine must not walk up from a node whose
        // ancestors were released when its subtree left the tree.
        let host = TestHost(RemovedMidDrag(), size: CGSize(width: 200, height: 200))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.pointerMove(to: CGPoint(x: 110, y: 110))
        host.advance(by: 0.1)
        host.pointerMove(to: CGPoint(x: 130, y: 120))
        host.pointerUp()
        host.advance(by: 0.5)
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 100)), RGBA(r: 142, g: 142, b: 147, a: 255), "only the grey square is left")
    }
}
