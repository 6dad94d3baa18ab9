import XCTest
import Atelier
import AtelierTesting

// ViewThatFits: the first view whose ideal size fits the proposal along the given axes, else the last; only
// that one is drawn and answers taps. The window is 390 x 300; a frame around the ViewThatFits narrows it.

private let window = CGSize(width: 390, height: 300)

/// Hands a test the state of the view it hosts.
@MainActor private final class Probe {
    var width: Binding<CGFloat>?
    var wideTaps = 0, narrowTaps = 0
}

/// A toolbar: three labelled buttons side by side when they fit, stacked in a column otherwise.
private struct Toolbar: View {
    let probe: Probe
    @State private var width: CGFloat = 390
    var body: some View {
        let _ = probe.width = $width
        ViewThatFits(in: .horizontal) {
            HStack { Text("Long option one"); Text("Long option two"); Text("Option three") }
            VStack { Text("One"); Text("Two"); Text("Three") }
        }
        .frame(width: width)
    }
}

/// A wide red bar and a narrow blue one, each counting its taps.
private struct Bars: View {
    let probe: Probe
    @State private var width: CGFloat = 390
    var body: some View {
        let _ = probe.width = $width
        ViewThatFits {
            Color.red.frame(width: 300, height: 50).onTapGesture { probe.wideTaps += 1 }
            Color.blue.frame(width: 100, height: 50).onTapGesture { probe.narrowTaps += 1 }
        }
        .frame(width: width)
    }
}

@preconcurrency @MainActor final class ViewThatFitsTests: XCTestCase {
    func testChoosesTheFirstViewThatFitsAsTheWindowNarrows() {
        let probe = Probe()
        let host = TestHost(Toolbar(probe: probe), size: window)
        // Wide enough: the row of three, on one line.
        let one = host.frame(ofText: "Long option one"), three = host.frame(ofText: "Option three")
        XCTAssertNotNil(one)
        XCTAssertEqual(one?.minY, three?.minY)
        XCTAssertNil(host.frame(ofText: "One"), "the compact column is not shown")
        // Narrower than the row's ideal width: the column.
        probe.width?.wrappedValue = 150
        XCTAssertNil(host.frame(ofText: "Long option one"), "the row is no longer shown")
        let two = host.frame(ofText: "Two")!, threeShort = host.frame(ofText: "Three")!
        XCTAssertEqual(two.midX, threeShort.midX, accuracy: 1)
        XCTAssertLessThan(two.maxY, threeShort.minY)
        XCTAssertEqual(host.texts, ["One", "Two", "Three"])
        // Wide again: back to the row.
        probe.width?.wrappedValue = 390
        XCTAssertEqual(host.texts, ["Long option one", "Long option two", "Option three"])
    }

    func testOnlyTheChosenViewIsDrawnAndHit() {
        let probe = Probe()
        let host = TestHost(Bars(probe: probe), size: window)
        let centre = CGPoint(x: window.width / 2, y: window.height / 2)
        let aside = CGPoint(x: centre.x - 120, y: centre.y)
        XCTAssertEqual(host.color(at: centre), Palette.red)
        XCTAssertEqual(host.color(at: aside), Palette.red)
        host.tap(at: centre)
        XCTAssertEqual([probe.wideTaps, probe.narrowTaps], [1, 0])
        // 200 points cannot hold the 300-point bar: the blue one shows, alone.
        probe.width?.wrappedValue = 200
        XCTAssertEqual(host.color(at: centre), Palette.blue)
        XCTAssertEqual(host.color(at: aside), Palette.white, "the red bar is not drawn")
        host.tap(at: aside)
        host.tap(at: centre)
        XCTAssertEqual([probe.wideTaps, probe.narrowTaps], [1, 1], "the hidden bar takes no taps")
    }

    func testTheLastViewWhenNoneFits() {
        let host = TestHost(ViewThatFits {
            Text("A rather long first choice")
            Text("A long second choice")
        }.frame(width: 20), size: window)
        XCTAssertEqual(host.texts, ["A long second choice"])
    }

    func testOnlyTheGivenAxesAreConstrained() {
        // Too wide for the frame, but only heights count: wrapped to the width, the first view is short enough.
        let wide = TestHost(ViewThatFits(in: .vertical) {
            Text("Wider than the frame allows")
            Text("Short")
        }.frame(width: 40, height: 250), size: window)
        XCTAssertEqual(wide.texts, ["Wider than the frame allows"])
        // Taller than 30 points: the shorter view.
        let tall = TestHost(ViewThatFits(in: .vertical) {
            Color.red.frame(width: 10, height: 60)
            Color.blue.frame(width: 10, height: 20)
        }.frame(height: 30), size: window)
        XCTAssertEqual(tall.color(at: CGPoint(x: window.width / 2, y: window.height / 2)), Palette.blue)
        XCTAssertEqual(tall.color(at: CGPoint(x: window.width / 2, y: window.height / 2 - 25)), Palette.white)
    }

    func testSizeIsTheChosenViewsSize() {
        let host = TestHost(VStack(spacing: 0) {
            Text("above")
            ViewThatFits { Color.red.frame(width: 500, height: 80); Color.blue.frame(width: 100, height: 30) }
            Text("below")
        }, size: window)
        let above = host.frame(ofText: "above")!, below = host.frame(ofText: "below")!
        XCTAssertEqual(below.minY - above.maxY, 30, accuracy: 1, "the blue bar's height, not the red one's")
    }
}
