import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// The ActivityIndicatorView library's arcs, as public code writes them: a Group of a closure with an
/// explicit signature that returns a stroked arc (this failed to compile only for want of `strokedPath`,
/// which Swift reported as "cannot use explicit 'return' statement in the body of result builder").
private struct ArcsIndicatorItem: View {
    let size: CGSize
    var body: some View {
        Group { () -> Path in
            var p = Path()
            p.addArc(center: CGPoint(x: size.width / 2, y: size.height / 2),
                     radius: size.width / 2 - 4,
                     startAngle: .degrees(0),
                     endAngle: .degrees(180),
                     clockwise: false)
            return p.strokedPath(.init(lineWidth: 4))
        }
        .frame(width: size.width, height: size.height)
        .foregroundColor(.red)
    }
}

@preconcurrency @MainActor final class StrokedPathTests: XCTestCase {
    override func setUp() async throws { Diagnostics.reset() }

    private func line(_ style: StrokeStyle) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 10))
        p.addLine(to: CGPoint(x: 100, y: 10))
        return p.strokedPath(style)
    }

    func testALineStrokesToARectangleWithItsCaps() {
        let butt = line(StrokeStyle(lineWidth: 4))
        XCTAssertTrue(butt.contains(CGPoint(x: 50, y: 11.9)))
        XCTAssertFalse(butt.contains(CGPoint(x: 50, y: 12.1)))
        XCTAssertFalse(butt.contains(CGPoint(x: -0.5, y: 10)), "a butt cap ends at the end point")
        XCTAssertEqual(butt.boundingRect.minX, 0, accuracy: 0.001)
        XCTAssertEqual(butt.boundingRect.height, 4, accuracy: 0.001)
        let square = line(StrokeStyle(lineWidth: 4, lineCap: .square))
        XCTAssertTrue(square.contains(CGPoint(x: -1.9, y: 11.9)), "a square cap reaches half the width past the end")
        XCTAssertFalse(square.contains(CGPoint(x: -2.1, y: 10)))
        let round = line(StrokeStyle(lineWidth: 4, lineCap: .round))
        XCTAssertTrue(round.contains(CGPoint(x: -1.9, y: 10)))
        XCTAssertFalse(round.contains(CGPoint(x: -1.6, y: 11.6)), "a round cap leaves the corner out")
    }

    func testJoinsAtARightAngle() {
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 50))
        corner.addLine(to: CGPoint(x: 50, y: 50))
        corner.addLine(to: CGPoint(x: 50, y: 0))
        let outer = CGPoint(x: 54.5, y: 54.5) // inside the miter's square corner only
        XCTAssertTrue(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter)).contains(outer))
        XCTAssertFalse(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel)).contains(outer))
        XCTAssertFalse(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round)).contains(outer))
        XCTAssertTrue(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round)).contains(CGPoint(x: 53, y: 53)))
        XCTAssertFalse(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.2)).contains(outer),
                       "past the miter limit the join is bevelled")
        XCTAssertFalse(corner.strokedPath(StrokeStyle(lineWidth: 10)).contains(CGPoint(x: 40, y: 40)), "the inside of the turn is empty")
    }

    func testAClosedRectangleStrokesToARing() {
        let ring = Path(CGRect(x: 10, y: 10, width: 80, height: 80)).strokedPath(StrokeStyle(lineWidth: 6))
        XCTAssertTrue(ring.contains(CGPoint(x: 12, y: 50)))
        XCTAssertTrue(ring.contains(CGPoint(x: 7.5, y: 7.5)), "mitred corners")
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50)), "the middle is not filled")
        XCTAssertFalse(ring.contains(CGPoint(x: 14, y: 50)))
    }

    func testDashesPaintEveryOtherLength() {
        let dashed = line(StrokeStyle(lineWidth: 2, dash: [10, 5]))
        XCTAssertTrue(dashed.contains(CGPoint(x: 5, y: 10)))
        XCTAssertFalse(dashed.contains(CGPoint(x: 12, y: 10)))
        XCTAssertTrue(dashed.contains(CGPoint(x: 20, y: 10)))
        let shifted = line(StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: 10))
        XCTAssertFalse(shifted.contains(CGPoint(x: 2, y: 10)), "the phase starts in the gap")
        XCTAssertTrue(shifted.contains(CGPoint(x: 7, y: 10)))
    }

    func testBadWidthsAndDashesHaveADefinedResult() {
        XCTAssertTrue(line(StrokeStyle(lineWidth: 0)).isEmpty)
        XCTAssertTrue(line(StrokeStyle(lineWidth: .nan)).isEmpty)
        XCTAssertTrue(line(StrokeStyle(lineWidth: -3)).isEmpty)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("line width") }.count, 2, "\(Diagnostics.warnings)")
        let solid = line(StrokeStyle(lineWidth: 2, dash: [-1, 4]))
        XCTAssertTrue(solid.contains(CGPoint(x: 50, y: 10)), "a bad dash pattern strokes solid")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("dash pattern") }.count, 1)
    }

    func testTheArcsIndicatorDrawsItsHalfRing() {
        let host = TestHost(ArcsIndicatorItem(size: CGSize(width: 100, height: 100)), size: CGSize(width: 100, height: 100))
        // The arc goes clockwise on screen from 3 o'clock to 9 o'clock through 6 o'clock: the lower half.
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 50, y: 94)), Palette.red, 8), "on the ring at 6 o'clock")
        XCTAssertTrue(isWhite(host, 50, 6), "no ring at 12 o'clock")
        XCTAssertTrue(isWhite(host, 50, 50), "the middle is empty")
    }
}
