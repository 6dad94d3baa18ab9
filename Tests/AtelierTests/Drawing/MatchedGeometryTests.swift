import XCTest
import Atelier
import AtelierTesting

// matchedGeometryEffect: a view that is not its group's source is drawn where the source is and moves with it;
// a source replacing another in an animated change grows from the old one's frame.

@MainActor private final class Probe {
    var selected: Binding<Int>?
    var expanded: Binding<Bool>?
}


private struct Tabs: View {
    let probe: Probe
    @Namespace private var tabs
    @State private var selected = 0
    var body: some View {
        let _ = probe.selected = $selected
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { i in
                Text("T\(i)").frame(width: 60, height: 40).matchedGeometryEffect(id: i, in: tabs)
            }
        }
        .background { Color.blue.matchedGeometryEffect(id: selected, in: tabs, isSource: false) }
    }
}

private struct Hero: View {
    let probe: Probe
    @Namespace private var hero
    @State private var expanded = false
    var body: some View {
        let _ = probe.expanded = $expanded
        ZStack(alignment: .topLeading) {
            if expanded {
                // No fade (the default transition would cross-fade the two, as in SwiftUI): the geometry alone.
                Color.red.matchedGeometryEffect(id: "card", in: hero).frame(width: 200, height: 200).transition(.identity)
            } else {
                Color.red.matchedGeometryEffect(id: "card", in: hero).frame(width: 40, height: 40).transition(.identity)
            }
        }
        .frame(width: 200, height: 200, alignment: .topLeading)
    }
}

@preconcurrency @MainActor final class MatchedGeometryTests: XCTestCase {
    func testAFollowerIsDrawnOnItsSourceAndMovesWithTheSelection() {
        // The tabs are 180 x 40, centred in 200 x 100: x 10..<190, y 30..<70; the top row of pixels has no text.
        let probe = Probe()
        let host = TestHost(Tabs(probe: probe), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.color(at: CGPoint(x: 15, y: 32)), Palette.blue, "on the first tab, at its size")
        XCTAssertNotEqual(host.color(at: CGPoint(x: 75, y: 32)), Palette.blue)
        withAnimation(.linear(duration: 1)) { probe.selected?.wrappedValue = 1 }
        host.advance(by: 0.5)
        XCTAssertEqual(host.color(at: CGPoint(x: 45, y: 32)), Palette.blue, "half way: x 40..<100")
        XCTAssertNotEqual(host.color(at: CGPoint(x: 35, y: 32)), Palette.blue)
        XCTAssertNotEqual(host.color(at: CGPoint(x: 105, y: 32)), Palette.blue)
        host.advance(by: 0.6)
        XCTAssertEqual(host.color(at: CGPoint(x: 125, y: 32)), Palette.blue, "on the second tab")
        XCTAssertNotEqual(host.color(at: CGPoint(x: 65, y: 32)), Palette.blue)
        probe.selected?.wrappedValue = 2
        XCTAssertEqual(host.color(at: CGPoint(x: 185, y: 32)), Palette.blue, "without animation it jumps")
    }

    func testASourceReplacingAnotherGrowsFromItsFrame() {
        let probe = Probe()
        let host = TestHost(Hero(probe: probe), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.color(at: CGPoint(x: 20, y: 20)), Palette.red)
        XCTAssertNotEqual(host.color(at: CGPoint(x: 100, y: 100)), Palette.red)
        withAnimation(.linear(duration: 1)) { probe.expanded?.wrappedValue = true }
        host.advance(by: 0.5)
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 100)), Palette.red, "half way from 40 to 200: 120 x 120")
        XCTAssertNotEqual(host.color(at: CGPoint(x: 140, y: 140)), Palette.red)
        host.advance(by: 0.6)
        XCTAssertEqual(host.color(at: CGPoint(x: 190, y: 190)), Palette.red, "its own frame")
        // Without animation the new view is at its own frame at once.
        probe.expanded?.wrappedValue = false
        XCTAssertNotEqual(host.color(at: CGPoint(x: 100, y: 100)), Palette.red)
    }
}
