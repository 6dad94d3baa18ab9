import XCTest
@testable @_spi(Backend) import AtelierCore

/// Angular gradient sampling: which colour each angle gets.
@preconcurrency @MainActor final class ConicGradientTests: XCTestCase {
    let red = RGBAColor(red: 1, green: 0, blue: 0), green = RGBAColor(red: 0, green: 1, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1), yellow = RGBAColor(red: 1, green: 1, blue: 0, alpha: 0.5)

    func assertColor(_ c: RGBAColor, _ expected: RGBAColor, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in [(c.red, expected.red), (c.green, expected.green), (c.blue, expected.blue), (c.alpha, expected.alpha)] {
            XCTAssertEqual(a, b, accuracy: 1e-9, "\(message): \(c) vs \(expected)", file: file, line: line)
        }
    }

    var stops: [ResolvedGradientStop] {
        [ResolvedGradientStop(color: red, location: 0), ResolvedGradientStop(color: green, location: 0.25),
         ResolvedGradientStop(color: blue, location: 0.75), ResolvedGradientStop(color: yellow, location: 1)]
    }

    func testStopLocationsGiveTheStopsColours() {
        for start in [0.0, 0.3, -2] {
            let g = ConicGradient(stops, start: start, end: start + ConicGradient.turn)
            for s in stops {
                let angle = start + Double(s.location) * ConicGradient.turn
                for fromBelow in [true, false] where angle > g.base || !fromBelow {
                    assertColor(g.color(at: angle, fromBelow: fromBelow), s.color, "start \(start), stop \(s.location)")
                }
            }
            // Halfway between green and blue, straight interpolation of the (already subdivided) stops.
            assertColor(g.color(at: start + 0.5 * ConicGradient.turn, fromBelow: false),
                        RGBAColor(red: 0, green: 0.5, blue: 0.5), "midpoint")
        }
    }

    func testLookupOnSortedStops() {
        assertColor(ConicGradient.color(stops, at: -1, fromBelow: false), red, "before the first stop")
        assertColor(ConicGradient.color(stops, at: 2, fromBelow: true), yellow, "after the last stop")
        assertColor(ConicGradient.color(stops, at: 0.125, fromBelow: true), RGBAColor(red: 0.5, green: 0.5, blue: 0), "inside a segment")
        // A hard edge: two stops at one location; each side takes its own.
        let edge = [ResolvedGradientStop(color: red, location: 0), ResolvedGradientStop(color: green, location: 0.5),
                    ResolvedGradientStop(color: blue, location: 0.5), ResolvedGradientStop(color: yellow, location: 1)]
        assertColor(ConicGradient.color(edge, at: 0.5, fromBelow: true), green, "below the edge")
        assertColor(ConicGradient.color(edge, at: 0.5, fromBelow: false), blue, "above the edge")
        XCTAssertEqual(ConicGradient.color([], at: 0.5, fromBelow: false), .clear)
    }

    func testFullTurnWrapsOntoItself() {
        let g = ConicGradient(stops, start: 0.3, end: 0.3 + ConicGradient.turn)
        XCTAssertEqual(g.base, 0.3, accuracy: 1e-12)
        // The seam: the first colour just after base, the last just before base + 2π.
        assertColor(g.color(at: g.base, fromBelow: false), red, "after the seam")
        assertColor(g.color(at: g.base + ConicGradient.turn, fromBelow: true), yellow, "before the seam")
        let breaks = g.breakpoints
        XCTAssertEqual(breaks, breaks.sorted())
        XCTAssertEqual(breaks.first!, g.base, accuracy: 1e-12)
        XCTAssertEqual(breaks.last!, g.base + ConicGradient.turn, accuracy: 1e-12)
        for location in [0.25, 0.75] {
            let angle = 0.3 + location * ConicGradient.turn
            XCTAssertTrue(breaks.contains { abs($0 - angle) < 1e-12 }, "a vertex at the stop at \(location)")
        }
    }

    func testPartialSpanFillsTheGapWithTheEndThenTheStartColour() {
        // 0 to 180 degrees: the missing half is the end colour until 270 degrees, then the start colour.
        let g = ConicGradient(stops, start: 0, end: .pi)
        XCTAssertEqual(g.gapMiddle, 1.5 * .pi, accuracy: 1e-12)
        assertColor(g.color(at: 0.5 * .pi, fromBelow: false), RGBAColor(red: 0, green: 0.5, blue: 0.5), "inside the span")
        assertColor(g.color(at: 1.2 * .pi, fromBelow: false), yellow, "first half of the gap")
        assertColor(g.color(at: 1.8 * .pi, fromBelow: false), red, "second half of the gap")
        assertColor(g.color(at: g.gapMiddle, fromBelow: true), yellow, "the gap's middle, from below")
        assertColor(g.color(at: g.gapMiddle, fromBelow: false), red, "the gap's middle, from above")
        XCTAssertTrue(g.breakpoints.contains(.pi) && g.breakpoints.contains(g.gapMiddle))
    }

    func testMoreThanATurnShowsTheLastTurn() {
        // 0 to 3π: the last turn runs from π to 3π, where t goes from 1/3 to 1.
        let g = ConicGradient(stops, start: 0, end: 3 * .pi)
        XCTAssertEqual(g.base, .pi, accuracy: 1e-12)
        assertColor(g.color(at: g.base, fromBelow: false), ConicGradient.color(g.stops, at: 1.0 / 3, fromBelow: false), "base")
        assertColor(g.color(at: 3 * .pi, fromBelow: true), yellow, "end")
    }

    func testCounterclockwiseIsTheMirror() {
        // From π down to 0: the start colour sits at π, the end colour at 0.
        let g = ConicGradient(stops, start: .pi, end: 0)
        XCTAssertEqual(g.start, 0)
        XCTAssertEqual(g.end, .pi)
        assertColor(g.color(at: .pi, fromBelow: true), red, "start angle")
        assertColor(g.color(at: 0, fromBelow: false), yellow, "end angle")
        assertColor(g.color(at: 0.75 * .pi, fromBelow: false), green, "a quarter of the way back from the start")
    }

    func testFastAtan2AgreesWithAtan2ToTwoHundredThousandths() {
        XCTAssertEqual(ConicGradient.fastAtan2(0, 0), 0)
        var worst: Float = 0
        for i in 0..<720 {
            let a = Float(i) * .pi / 360 - .pi
            for r: Float in [0.001, 1, 250] {
                let y = r * sin(a), x = r * cos(a)
                worst = max(worst, abs(ConicGradient.fastAtan2(y, x) - atan2(y, x)))
            }
        }
        XCTAssertLessThan(worst, 2e-5)
        XCTAssertEqual(ConicGradient.fastAtan2(1, 0), .pi / 2, accuracy: 1e-5)
        XCTAssertEqual(ConicGradient.fastAtan2(0, -1), .pi, accuracy: 1e-5)
        XCTAssertEqual(ConicGradient.fastAtan2(-1, 0), -.pi / 2, accuracy: 1e-5)
    }
}
