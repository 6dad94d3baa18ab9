import XCTest
@_spi(Backend) import AtelierCore
import AtelierTesting
import Atelier

/// Shapes scaled or placed past Cairo's fixed-point range (about 8.4 million pixels) are cut to the clip before
/// Cairo sees them (DevicePathCutter): the part that shows is drawn where SwiftUI draws it, and a shape the size of
/// a continent costs what its visible part costs (the fuzzer's RoundedRectangle under `.scaleEffect(500000)` took
/// Cairo seconds).
@preconcurrency @MainActor final class DevicePathCutterTests: XCTestCase {
    private func isColour(_ c: RGBA, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
        abs(Int(c.r) - Int(r)) <= 8 && abs(Int(c.g) - Int(g)) <= 8 && abs(Int(c.b) - Int(b)) <= 8
    }

    func testARoundedRectangleScaledHalfAMillionTimesCoversTheCanvas() {
        let host = TestHost(RoundedRectangle(cornerRadius: 50).fill(.red).frame(width: 100, height: 100).scaleEffect(500_000),
                            size: CGSize(width: 100, height: 100))
        for y in stride(from: 1, to: 100, by: 7) {
            for x in stride(from: 1, to: 100, by: 7) {
                let c = host.color(at: CGPoint(x: x, y: y))
                XCTAssertTrue(isColour(c, 255, 59, 48), "(\(x), \(y)) is inside the shape: \(c)")
            }
        }
    }

    func testTheEdgeOfAShapeTenMillionTimesItsSizeFallsWhereItShould() {
        // A 10-point square scaled 1e7 from its top-left corner, moved 50 points right: its left edge is at x 50.
        let host = TestHost(
            Color.white.overlay(alignment: .topLeading) {
                Rectangle().fill(.red).frame(width: 10, height: 10).scaleEffect(1e7, anchor: .topLeading).offset(x: 50, y: -20)
            },
            size: CGSize(width: 100, height: 100), scale: 2)
        for y in [0.5, 30, 99] {
            XCTAssertTrue(isColour(host.color(at: CGPoint(x: 49.5, y: y)), 255, 255, 255), "left of the edge at y \(y)")
            XCTAssertTrue(isColour(host.color(at: CGPoint(x: 50.5, y: y)), 255, 59, 48), "right of the edge at y \(y)")
            XCTAssertTrue(isColour(host.color(at: CGPoint(x: 99, y: y)), 255, 59, 48), "far right at y \(y)")
        }
    }

    func testAStrokeOfAHugeShapeKeepsItsPenAndNoCutEdgeShows() {
        // The square's outline, 2e-6 points wide, is 20 points wide at 1e7: its left side covers x 40 to 60; the
        // other sides are millions of points away, and where the path is cut no stroke shows.
        let host = TestHost(
            Color.white.overlay(alignment: .topLeading) {
                Rectangle().stroke(.blue, lineWidth: 2e-6).frame(width: 10, height: 10)
                    .scaleEffect(1e7, anchor: .topLeading).offset(x: 50, y: -1000)
            },
            size: CGSize(width: 100, height: 100))
        for y in [1.0, 50, 99] {
            XCTAssertTrue(isColour(host.color(at: CGPoint(x: 42, y: y)), 0, 122, 255), "inside the pen at y \(y)")
            XCTAssertTrue(isColour(host.color(at: CGPoint(x: 58, y: y)), 0, 122, 255), "inside the pen at y \(y)")
            XCTAssertTrue(isColour(host.color(at: CGPoint(x: 30, y: y)), 255, 255, 255), "left of the pen at y \(y)")
            XCTAssertTrue(isColour(host.color(at: CGPoint(x: 70, y: y)), 255, 255, 255), "right of the pen at y \(y)")
        }
    }

    func testACircleTenMillionPointsAcrossCurvesThroughTheCanvasAsItShould() {
        // Radius 1e7 centred 1e7 points left of the canvas's middle: its edge passes through (50, 50) and bends
        // by 50² / 2e7 points at the top and bottom, less than a pixel: the left half green, the right white.
        let host = TestHost(
            Color.white.overlay {
                Circle().fill(.green).frame(width: 2, height: 2).scaleEffect(1e7).offset(x: -1e7)
            },
            size: CGSize(width: 100, height: 100))
        for y in [1.0, 50, 99] {
            XCTAssertTrue(isColour(host.color(at: CGPoint(x: 48, y: y)), 52, 199, 89), "inside at y \(y)")
            XCTAssertTrue(isColour(host.color(at: CGPoint(x: 52, y: y)), 255, 255, 255), "outside at y \(y)")
        }
    }

    func testAClipPastTheRangeStillShowsTheContentItHolds() {
        // A frame 1e300 tall, clipped, centred on the canvas: its 40-point square lands at y 0 (half of 1e300 less
        // 20 is half of 1e300 in Double, as in SwiftUI) and shows through the clip, which Cairo could not hold.
        let host = TestHost(
            Color.red.frame(width: 40, height: 40).frame(width: 100, height: 1e300).clipped(),
            size: CGSize(width: 100, height: 100))
        XCTAssertTrue(isColour(host.color(at: CGPoint(x: 50, y: 20)), 255, 59, 48), "\(host.color(at: CGPoint(x: 50, y: 20)))")
        XCTAssertTrue(isColour(host.color(at: CGPoint(x: 10, y: 20)), 255, 255, 255))
        XCTAssertTrue(isColour(host.color(at: CGPoint(x: 50, y: 60)), 255, 255, 255))
    }
}
