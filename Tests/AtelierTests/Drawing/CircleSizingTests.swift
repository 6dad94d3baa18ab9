import XCTest
import Atelier
import AtelierTesting

/// A circle takes a square of the proposal's shorter side, as SwiftUI's does (issue 35: a trailing-aligned knob
/// landed in the middle of its track).
@preconcurrency @MainActor final class CircleSizingTests: XCTestCase {
    func testAKnobAlignedTrailingSitsAtTheTrackEnd() {
        // A custom switch: a 51 x 31 capsule with a white knob padded 2 points, aligned trailing.
        let track = ZStack {
            Capsule().fill(Color.green)
            Circle().fill(Color.white).padding(2).frame(maxWidth: .infinity, alignment: .trailing)
        }.frame(width: 51, height: 31)
        let host = TestHost(track.frame(width: 51, height: 31), size: CGSize(width: 51, height: 31))
        // The knob is 27 x 27 from x 22 to 49: white at its centre (35.5) and near its trailing edge; the track
        // shows green where a knob centred in the track would have been (x 12 to 39).
        XCTAssertEqual(host.color(at: CGPoint(x: 35.5, y: 15.5)), Palette.white)
        XCTAssertEqual(host.color(at: CGPoint(x: 46, y: 15.5)), Palette.white)
        XCTAssertEqual(host.color(at: CGPoint(x: 16, y: 15.5)), Palette.green)
    }

    func testACircleInAStackLeavesTheRestToItsSiblings() {
        let host = TestHost(VStack(spacing: 0) {
            Circle().fill(Color.red)
            Color.blue
        }, size: CGSize(width: 100, height: 300))
        // The circle is 100 x 100 at the top; the blue view takes the other 200 points.
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 50)), Palette.red)
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 101)), Palette.blue)
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 299)), Palette.blue)
    }

    func testAnInsetOrStrokedCircleSizesAsTheCircle() {
        XCTAssertEqual(Circle().sizeThatFits(ProposedViewSize(width: 80, height: 30)), CGSize(width: 30, height: 30))
        XCTAssertEqual(Circle().inset(by: 4).sizeThatFits(ProposedViewSize(width: 80, height: 30)), CGSize(width: 30, height: 30))
        XCTAssertEqual(Circle().sizeThatFits(.unspecified), CGSize(width: 10, height: 10))
        XCTAssertEqual(Circle().sizeThatFits(ProposedViewSize(width: nil, height: 40)), CGSize(width: 10, height: 10))
        let host = TestHost(HStack(spacing: 0) {
            Circle().stroke(Color.red, lineWidth: 2)
            Color.blue
        }.frame(width: 200, height: 50), size: CGSize(width: 200, height: 50))
        // The stroked circle is 50 wide; blue starts after it.
        XCTAssertEqual(host.color(at: CGPoint(x: 60, y: 25)), Palette.blue)
    }
}
