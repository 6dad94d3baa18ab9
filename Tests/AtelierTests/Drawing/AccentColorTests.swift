import XCTest
import Atelier
import AtelierTesting

// The deprecated accentColor(_:), as Apple's example uses it: the controls below it and Color.accentColor take
// the colour; nil keeps the inherited one.

@preconcurrency @MainActor final class AccentColorTests: XCTestCase {
    private let purple = RGBA(r: 175, g: 82, b: 222, a: 255), blue = RGBA(r: 0, g: 122, b: 255, a: 255)

    func testControlsAndTheAccentColourBelowTakeIt() {
        let view = VStack(spacing: 0) {
            Color.accentColor.frame(width: 40, height: 40)
            Button("Go") {}.buttonStyle(.borderedProminent).frame(height: 60)
            Toggle("On", isOn: .constant(true)).labelsHidden().frame(height: 40)
        }
        .accentColor(.purple)
        let host = TestHost(view, size: CGSize(width: 120, height: 140))
        XCTAssertEqual(host.color(at: CGPoint(x: 60, y: 20)), purple, "Color.accentColor is the accent colour set above")
        let go = host.frame(ofText: "Go")!
        XCTAssertEqual(host.color(at: CGPoint(x: go.minX - 6, y: go.midY)), purple, "a prominent button fills with it")
        // A switch that is on fills its track with the accent colour.
        var purpleTrack = false
        for x in stride(from: 30.0, to: 90, by: 1) where host.color(at: CGPoint(x: x, y: 120)) == purple { purpleTrack = true }
        XCTAssertTrue(purpleTrack, "an on switch's track is the accent colour")
    }

    func testNilKeepsTheInheritedAccentColour() {
        let view = VStack(spacing: 0) {
            Color.accentColor.frame(width: 40, height: 40).accentColor(nil)
            Color.accentColor.frame(width: 40, height: 40).accentColor(.purple)
        }
        .accentColor(.red)
        let host = TestHost(view, size: CGSize(width: 40, height: 80))
        XCTAssertEqual(host.color(at: CGPoint(x: 20, y: 20)), RGBA(r: 255, g: 59, b: 48, a: 255))
        XCTAssertEqual(host.color(at: CGPoint(x: 20, y: 60)), purple)
        XCTAssertEqual(TestHost(Color.accentColor.accentColor(nil), size: CGSize(width: 10, height: 10)).color(at: CGPoint(x: 5, y: 5)), blue)
    }
}
