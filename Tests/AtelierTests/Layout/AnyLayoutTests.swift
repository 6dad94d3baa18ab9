import XCTest
import Atelier
import AtelierTesting

// AnyLayout and the stack layouts as containers: switching the layout keeps the subviews (and their state)
// and moves them, animated inside withAnimation. The window is 390 x 400.

private let window = CGSize(width: 390, height: 400)

/// A counter whose count lives in its own state.
private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Text("\(name) \(count)").onTapGesture { count += 1 }
    }
}

/// Two counters in a row or a column, switched by a button.
private struct Switcher: View {
    let animated: Bool
    @State private var vertical = false
    var body: some View {
        VStack {
            Text("Switch").onTapGesture {
                if animated { withAnimation(.linear(duration: 1)) { vertical.toggle() } } else { vertical.toggle() }
            }
            let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            layout {
                Counter(name: "Left")
                Counter(name: "Right")
            }
        }
    }
}

@preconcurrency @MainActor final class AnyLayoutTests: XCTestCase {
    func testSwitchingLayoutKeepsEachSubviewsStateAndMovesIt() {
        let host = TestHost(Switcher(animated: false), size: window)
        host.tap(onText: "Left 0")
        host.tap(onText: "Left 1")
        host.tap(onText: "Right 0")
        let left = host.frame(ofText: "Left 2")!, right = host.frame(ofText: "Right 1")!
        XCTAssertEqual(left.minY, right.minY, "side by side")
        XCTAssertEqual(right.minX - left.maxX, 8, accuracy: 1, "with the stack's spacing")

        host.tap(onText: "Switch")
        // The same counters, with their counts, now one above the other.
        let top = host.frame(ofText: "Left 2"), bottom = host.frame(ofText: "Right 1")
        XCTAssertNotNil(top)
        XCTAssertNotNil(bottom)
        if let top, let bottom {
            XCTAssertEqual(top.midX, bottom.midX, accuracy: 1, "stacked and centred")
            XCTAssertEqual(bottom.minY - top.maxY, 8, accuracy: 1)
        }
        host.tap(onText: "Right 1")
        host.tap(onText: "Switch")
        XCTAssertEqual(host.frame(ofText: "Left 2")?.minY, host.frame(ofText: "Right 2")?.minY, "back in a row, counts kept")
    }

    func testSwitchingInsideWithAnimationAnimatesTheFrames() {
        let host = TestHost(Switcher(animated: true), size: window)
        let start = host.frame(ofText: "Right 0")!
        host.tap(onText: "Switch")
        host.advance(by: 1.5)
        let end = host.frame(ofText: "Right 0")!
        XCTAssertNotEqual(start.minX, end.minX)
        // Halfway through a second-long linear animation: halfway between.
        let again = TestHost(Switcher(animated: true), size: window)
        again.tap(onText: "Switch")
        again.advance(by: 0.5)
        let mid = again.frame(ofText: "Right 0")!
        XCTAssertEqual(mid.minX, (start.minX + end.minX) / 2, accuracy: 2)
        XCTAssertEqual(mid.minY, (start.minY + end.minY) / 2, accuracy: 2)
    }

    func testStackLayoutsAreContainersLikeTheirStacks() {
        let layout = TestHost(HStackLayout(alignment: .top, spacing: 20) { Text("a"); Text("b").font(.title) }, size: window)
        let stack = TestHost(HStack(alignment: .top, spacing: 20) { Text("a"); Text("b").font(.title) }, size: window)
        XCTAssertEqual(layout.frame(ofText: "a"), stack.frame(ofText: "a"))
        XCTAssertEqual(layout.frame(ofText: "b"), stack.frame(ofText: "b"))
        let v = TestHost(VStackLayout(alignment: .leading) { Text("a"); Text("bbbb") }, size: window)
        XCTAssertEqual(v.frame(ofText: "a")?.minX, v.frame(ofText: "bbbb")?.minX)
        let z = TestHost(ZStackLayout(alignment: .topLeading) { Color.red.frame(width: 40, height: 40); Text("z") }, size: window)
        XCTAssertEqual(z.frame(ofText: "z")?.minX, window.width / 2 - 20)
        XCTAssertEqual(z.frame(ofText: "z")?.minY, window.height / 2 - 20)
    }

    func testAnErasedStackLaysOutAsTheStackItHolds() {
        // Baselines, spacing and a Divider's direction are the stack's: the divider between the texts is a line
        // one point wide (in an HStack), not a horizontal one as wide as the window.
        let erased = TestHost(AnyLayout(HStackLayout(alignment: .firstTextBaseline)) {
            Text("L"); Divider(); Text("R").font(.largeTitle)
        }, size: window)
        let plain = TestHost(HStack(alignment: .firstTextBaseline) { Text("L"); Divider(); Text("R").font(.largeTitle) }, size: window)
        XCTAssertEqual(erased.frame(ofText: "L"), plain.frame(ofText: "L"))
        XCTAssertEqual(erased.frame(ofText: "R"), plain.frame(ofText: "R"))
        let l = erased.frame(ofText: "L")!, r = erased.frame(ofText: "R")!
        XCTAssertEqual(r.minX - l.maxX, 17, accuracy: 1, "8 + a one-point line + 8")
    }

    func testGridLayoutThroughAnyLayout() {
        let host = TestHost(AnyLayout(GridLayout(horizontalSpacing: 20)) {
            GridRow { Text("A"); Text("Banana") }
            GridRow { Text("Cherry pie"); Text("D") }
        }, size: window)
        let banana = host.frame(ofText: "Banana")!, cherry = host.frame(ofText: "Cherry pie")!
        XCTAssertEqual(banana.minX - cherry.maxX, 20, accuracy: 1, "the layout's spacing")
        XCTAssertEqual(host.frame(ofText: "A")!.midX, cherry.midX, accuracy: 1, "columns as in a Grid")
        XCTAssertEqual(host.frame(ofText: "D")!.midX, banana.midX, accuracy: 1)
    }
}
