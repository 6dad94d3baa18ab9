import XCTest
import Atelier
import AtelierTesting

// zIndex orders siblings front to back, for drawing and for taps: higher in front, equal ones in tree order.

@MainActor private final class Front { var index: Binding<Double>?; var taps: [String] = [] }

private struct Overlap: View {
    let front: Front
    @State private var blueIndex: Double = 0
    var body: some View {
        let _ = front.index = $blueIndex
        ZStack {
            Color.red.frame(width: 60, height: 60).zIndex(1).onTapGesture { front.taps.append("red") }
            Color.blue.frame(width: 60, height: 60).zIndex(blueIndex).onTapGesture { front.taps.append("blue") }
        }
    }
}

private struct Cards: View {
    let selected: Int
    var body: some View {
        ZStack {
            ForEach(0..<3, id: \.self) { i in
                [Color.red, Color.green, Color.blue][i]
                    .frame(width: 40, height: 40)
                    .offset(x: CGFloat(i) * 20)
                    .zIndex(i == selected ? 1 : 0)
            }
        }
    }
}

@MainActor private final class Switches {
    var show: Binding<Bool>?
    var yellow: Binding<Bool>?
    var taps: [String] = []
}

/// A red square in an `if`, before a blue one: its index puts it in front of the later blue one.
private struct ConditionalInFront: View {
    let switches: Switches
    @State private var show = true
    @State private var yellow = false
    var body: some View {
        let _ = switches.show = $show
        let _ = switches.yellow = $yellow
        ZStack {
            if show {
                (yellow ? Color.yellow : Color.red).frame(width: 60, height: 60).zIndex(1)
                    .onTapGesture { switches.taps.append("red") }
            }
            Color.blue.frame(width: 60, height: 60).onTapGesture { switches.taps.append("blue") }
        }
    }
}

/// An `if`/`else` before a blue square: the red branch has an index, the green one has none.
private struct BranchInFront: View {
    let switches: Switches
    @State private var show = true
    var body: some View {
        let _ = switches.show = $show
        ZStack {
            if show {
                Color.red.frame(width: 60, height: 60).zIndex(1)
            } else {
                Color.green.frame(width: 60, height: 60)
            }
            Color.blue.frame(width: 60, height: 60)
        }
    }
}

/// Two squares of a ForEach, 40 points apart, and a blue one between them with index 1: the second square (index 2)
/// is in front of the blue one, the first (index 0) behind it.
private struct ForEachAroundASibling: View {
    var body: some View {
        ZStack {
            ForEach(0..<2, id: \.self) { i in
                (i == 0 ? Color.red : Color.green).frame(width: 40, height: 40)
                    .offset(x: i == 0 ? -20 : 20)
                    .zIndex(i == 1 ? 2 : 0)
            }
            Color.blue.frame(width: 40, height: 40).zIndex(1)
        }
    }
}

@preconcurrency @MainActor final class ZIndexTests: XCTestCase {
    private let red = RGBA(r: 255, g: 59, b: 48, a: 255)
    private let green = RGBA(r: 52, g: 199, b: 89, a: 255)
    private let blue = RGBA(r: 0, g: 122, b: 255, a: 255)

    func testAnIndexInsideAnIfOrdersItsViewAmongTheContainersOthers() {
        let switches = Switches()
        let host = TestHost(ConditionalInFront(switches: switches), size: CGSize(width: 100, height: 100))
        let centre = CGPoint(x: 50, y: 50)
        XCTAssertEqual(host.color(at: centre), red, "the red square's index 1 draws it over the later blue one")
        host.tap(at: centre)
        XCTAssertEqual(switches.taps, ["red"], "and it takes the tap")
        switches.show?.wrappedValue = false
        XCTAssertEqual(host.color(at: centre), blue, "gone: the blue square shows")
        host.tap(at: centre)
        XCTAssertEqual(switches.taps, ["red", "blue"])
        switches.show?.wrappedValue = true
        XCTAssertEqual(host.color(at: centre), red, "back, in front again")
        host.tap(at: centre)
        XCTAssertEqual(switches.taps, ["red", "blue", "red"])
        switches.yellow?.wrappedValue = true
        XCTAssertEqual(host.color(at: centre), RGBA(r: 255, g: 204, b: 0, a: 255), "its new colour, still in front")
    }

    func testABranchWithoutAnIndexKeepsTreeOrder() {
        let switches = Switches()
        let host = TestHost(BranchInFront(switches: switches), size: CGSize(width: 100, height: 100))
        let centre = CGPoint(x: 50, y: 50)
        XCTAssertEqual(host.color(at: centre), red, "the red branch's index puts it in front")
        switches.show?.wrappedValue = false
        XCTAssertEqual(host.color(at: centre), blue, "the green branch has none: the later blue square is in front")
        switches.show?.wrappedValue = true
        XCTAssertEqual(host.color(at: centre), red)
    }

    func testTheElementsOfAForEachAreOrderedOneByOneAmongTheirSiblings() {
        // The stack is 40 points wide, centred at x 50: red drawn at x 10...50, blue 30...70, green 50...90.
        let host = TestHost(ForEachAroundASibling(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.color(at: CGPoint(x: 20, y: 50)), red, "red alone")
        XCTAssertEqual(host.color(at: CGPoint(x: 40, y: 50)), blue, "blue (index 1) over red (index 0)")
        XCTAssertEqual(host.color(at: CGPoint(x: 60, y: 50)), green, "green (index 2) over blue")
        XCTAssertEqual(host.color(at: CGPoint(x: 80, y: 50)), green, "green alone")
    }

    func testAViewLeavingWithAnIndexStaysInFrontWhileItFades() {
        let switches = Switches()
        let host = TestHost(ConditionalInFront(switches: switches), size: CGSize(width: 100, height: 100))
        let centre = CGPoint(x: 50, y: 50)
        withAnimation(.linear(duration: 1)) { switches.show?.wrappedValue = false }
        host.advance(by: 0.5)
        let halfway = host.color(at: centre)
        XCTAssertGreaterThan(Int(halfway.r), 100, "half faded, the red square still covers the blue one: \(halfway)")
        XCTAssertGreaterThan(Int(halfway.b), 100, "and the blue one shows through it: \(halfway)")
        host.advance(by: 1)
        XCTAssertEqual(host.color(at: centre), blue, "gone")
    }

    func testAHigherZIndexDrawsAndTakesTapsInFront() {
        let front = Front()
        let host = TestHost(Overlap(front: front), size: CGSize(width: 100, height: 100))
        let centre = CGPoint(x: 50, y: 50)
        XCTAssertEqual(host.color(at: centre), RGBA(r: 255, g: 59, b: 48, a: 255), "red's zIndex 1 draws it over the later blue")
        host.tap(at: centre)
        XCTAssertEqual(front.taps, ["red"], "the tap reaches the view drawn in front")
        front.index?.wrappedValue = 2
        XCTAssertEqual(host.color(at: centre), RGBA(r: 0, g: 122, b: 255, a: 255), "blue moved in front")
        host.tap(at: centre)
        XCTAssertEqual(front.taps, ["red", "blue"])
        // Equal indices keep tree order: the later view in front.
        front.index?.wrappedValue = 1
        XCTAssertEqual(host.color(at: centre), RGBA(r: 0, g: 122, b: 255, a: 255))
    }

    func testTheSelectedElementOfAForEachIsDrawnOnTop() {
        // Three squares drawn 20 points apart from x 30; where red and green overlap (x 50...70), the selected one shows.
        let size = CGSize(width: 100, height: 100)
        let plain = TestHost(Cards(selected: -1), size: size)
        let red = TestHost(Cards(selected: 0), size: size)
        let overlap = CGPoint(x: 60, y: 50)
        XCTAssertEqual(plain.color(at: overlap), RGBA(r: 52, g: 199, b: 89, a: 255), "without an index, green (later) is in front")
        XCTAssertEqual(red.color(at: overlap), RGBA(r: 255, g: 59, b: 48, a: 255), "the selected red comes in front")
    }
}
