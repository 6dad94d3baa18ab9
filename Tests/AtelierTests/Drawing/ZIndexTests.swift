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

@preconcurrency @MainActor final class ZIndexTests: XCTestCase {
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
