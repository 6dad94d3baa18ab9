import XCTest
@testable import AtelierCore

private func assertRect(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                        accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(r.minX, x, accuracy: accuracy, "minX of \(r)", file: file, line: line)
    XCTAssertEqual(r.minY, y, accuracy: accuracy, "minY of \(r)", file: file, line: line)
    XCTAssertEqual(r.width, w, accuracy: accuracy, "width of \(r)", file: file, line: line)
    XCTAssertEqual(r.height, h, accuracy: accuracy, "height of \(r)", file: file, line: line)
}

private func polar(_ c: CGPoint, _ r: CGFloat, degrees: Double) -> CGPoint {
    let a = degrees * .pi / 180
    return CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a)))
}

// Length of the flattened path, closing edges included.
private func length(of path: Path) -> CGFloat {
    var total: CGFloat = 0
    for poly in path.flattened(tolerance: 0.001) {
        var pts = poly.points
        if poly.isClosed, let first = pts.first { pts.append(first) }
        for (a, b) in zip(pts, pts.dropFirst()) {
            total += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        }
    }
    return total
}

// The seed's Pie shape.
private func pie(in rect: CGRect, startAngle: Angle, endAngle: Angle) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    var path = Path()
    path.move(to: center)
    path.addLine(to: CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)),
                             y: center.y + radius * CGFloat(sin(startAngle.radians))))
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: true)
    path.addLine(to: center)
    return path
}

@preconcurrency @MainActor final class PathTests: XCTestCase {
    func testRectElementsDescriptionAndParsing() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(path.description, "0 0 m 10 0 l 10 20 l 0 20 l h")
        XCTAssertEqual(Path(path.description), path)
        XCTAssertEqual(Path("1.5 2 m 3 4 5 6 7 8 c h")?.description, "1.5 2 m 3 4 5 6 7 8 c h")
        XCTAssertNil(Path("1 2 3 m"))
        XCTAssertNil(Path("1 2 x"))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 0, y: 0), "after closing, the current point is the start")
        XCTAssertNil(Path().currentPoint)
        XCTAssertTrue(Path().isEmpty)
        XCTAssertTrue(Path().boundingRect.isNull)
        // A negative rect is standardized.
        XCTAssertEqual(Path(CGRect(x: 10, y: 10, width: -10, height: -10)).boundingRect,
                       CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testPathCommandsBuildTheirElementsInOrder() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        XCTAssertEqual(path.description, "0 0 m 10 0 l 10 10 l")
        path.addQuadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 5, y: 20))
        path.closeSubpath()
        path.closeSubpath()
        XCTAssertEqual(path.description, "0 0 m 10 0 l 10 10 l 5 20 0 10 q h")
        // Drawing after a close starts from the closed subpath's start.
        path.addLine(to: CGPoint(x: -5, y: 0))
        XCTAssertEqual(path.subpaths().last?.segments.first, .line(CGPoint(x: 0, y: 0), CGPoint(x: -5, y: 0)))

        // A line with nothing before it starts the path.
        var loose = Path()
        loose.addLine(to: CGPoint(x: 3, y: 4))
        XCTAssertEqual(loose.description, "3 4 m 3 4 l")

        let built = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 0, y: 1), control2: CGPoint(x: 1, y: 0))
        }
        var seen: [Path.Element] = []
        built.forEach { seen.append($0) }
        XCTAssertEqual(seen, [.move(to: .zero),
                              .curve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 0, y: 1), control2: CGPoint(x: 1, y: 0))])
    }

    func testAddPathApplyingAndOffset() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        var path = Path()
        path.addPath(square, transform: CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 30))
        XCTAssertEqual(square.offsetBy(dx: 5, dy: -5).boundingRect, CGRect(x: 5, y: -5, width: 10, height: 10))
        XCTAssertEqual(square.applying(.identity), square)
        let turned = square.applying(CGAffineTransform(rotationAngle: .pi / 2))
        assertRect(turned.boundingRect, -10, 0, 10, 10)
        var rects = Path()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        XCTAssertEqual(rects.subpaths().count, 2)
        XCTAssertEqual(rects.boundingRect, CGRect(x: 0, y: 0, width: 6, height: 6))
    }

    func testArcEndPointsAndDirection() {
        let c = CGPoint(x: 50, y: 50)
        // clockwise: false sweeps towards increasing angles: 0° → 90° passes through 45°, below-right on screen.
        var ccw = Path()
        ccw.addArc(center: c, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        assertPoint(ccw.subpaths().first?.start, 60, 50)
        assertPoint(ccw.currentPoint, 50, 60)
        assertRect(ccw.boundingRect, 50, 50, 10, 10)
        XCTAssertEqual(ccw.elements.count, 2, "a quarter turn is one cubic")
        let mid = ccw.subpaths()[0].segments[0].point(at: 0.5)
        assertPoint(mid, 50 + 10 / 2.squareRoot(), 50 + 10 / 2.squareRoot(), accuracy: 1e-3)

        // clockwise: true goes the other way round: 270° through 180°.
        var cw = Path()
        cw.addArc(center: c, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        assertPoint(cw.currentPoint, 50, 60, accuracy: 1e-9)
        assertRect(cw.boundingRect, 40, 40, 20, 20, accuracy: 1e-9)
        XCTAssertEqual(cw.elements.count, 4, "three quarter turns are three cubics")

        // Relative arcs: a positive delta increases the angle.
        var rel = Path()
        rel.addRelativeArc(center: c, radius: 10, startAngle: .degrees(-90), delta: .degrees(180))
        assertPoint(rel.subpaths().first?.start, 50, 40)
        assertPoint(rel.currentPoint, 50, 60)
        assertRect(rel.boundingRect, 50, 40, 10, 20)

        // An existing current point gets a line to the arc's start.
        var joined = Path()
        joined.move(to: .zero)
        joined.addArc(center: c, radius: 10, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        XCTAssertEqual(joined.elements[1], .line(to: CGPoint(x: 40, y: 50)))
        assertPoint(joined.currentPoint, 50, 40)

        // A full circle, and a transformed arc.
        var full = Path()
        full.addArc(center: c, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        assertRect(full.boundingRect, 40, 40, 20, 20, accuracy: 1e-9)
        var moved = Path()
        moved.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                     transform: CGAffineTransform(translationX: 100, y: 0))
        assertPoint(moved.currentPoint, 100, 10)
    }

    func testATangentArcRoundsTheCornerAndCollinearTangentsDrawALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 80, y: 0)))
        assertPoint(path.currentPoint, 100, 20, accuracy: 1e-9)
        // The arc bulges towards the corner but stays inside it: its 45° point is 20(1 - 1/√2) from each side.
        let arc = path.subpaths()[0].segments[1]
        assertPoint(arc.point(at: 0.5), 80 + 20 / 2.squareRoot(), 20 - 20 / 2.squareRoot(), accuracy: 1e-3)
        // Collinear tangents degrade to a line to the first end.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        XCTAssertEqual(straight.currentPoint, CGPoint(x: 10, y: 0))
    }

    func testTheSeedsPieLeavesItsWedgeEmptyAndFillsTheRest() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
        let center = CGPoint(x: 100, y: 100)
        let path = pie(in: rect, startAngle: .degrees(-90), endAngle: .degrees(10))
        // The arc starts at 12 o'clock and ends at 10°, going the long way round through 180°.
        assertPoint(path.subpaths()[0].segments[0].end, 100, 0, accuracy: 1e-9)
        let arcEnd = polar(center, 100, degrees: 10)
        XCTAssertTrue(path.elements.contains(.line(to: center)))
        if case .curve(let end, _, _) = path.elements[path.elements.count - 2] {
            assertPoint(end, arcEnd.x, arcEnd.y, accuracy: 1e-9)
        } else {
            XCTFail("the arc should end with a curve")
        }
        // The wedge from -90° to 10° stays empty; the rest is filled.
        XCTAssertFalse(path.contains(polar(center, 50, degrees: -40)))
        XCTAssertFalse(path.contains(polar(center, 50, degrees: -10)))
        XCTAssertTrue(path.contains(polar(center, 50, degrees: 135)))
        XCTAssertTrue(path.contains(polar(center, 50, degrees: 60)))
        XCTAssertTrue(path.contains(polar(center, 90, degrees: 180)))
        XCTAssertTrue(path.contains(polar(center, 50, degrees: 265)))
        XCTAssertFalse(path.contains(polar(center, 101, degrees: 135)))
        // Bounds: 180° on the left, -90° and 90° top and bottom, the arc's end (10°) on the right.
        // Cubic arcs bulge out by up to 0.027% of the radius between their ends.
        assertRect(path.boundingRect, 0, 0, 100 + 100 * cos(10 * .pi / 180), 200, accuracy: 0.03)
    }

    func testTightBoundingRectOfCurves() {
        var cubic = Path()
        cubic.move(to: .zero)
        cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        // The curve peaks at y = 300 t (1 - t) = 75, well short of the controls.
        assertRect(cubic.boundingRect, 0, 0, 100, 75)

        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: -100))
        assertRect(quad.boundingRect, 0, -50, 100, 50)

        // An S-curve overshoots its end points horizontally.
        var s = Path()
        s.move(to: .zero)
        s.addCurve(to: CGPoint(x: 0, y: 100), control1: CGPoint(x: 100, y: 0), control2: CGPoint(x: -100, y: 100))
        let b = s.boundingRect
        XCTAssertEqual(b.maxX, 28.8675, accuracy: 1e-3)
        XCTAssertEqual(b.minX, -28.8675, accuracy: 1e-3)

        assertRect(Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40)).boundingRect, 10, 20, 30, 40)
    }

    func testContainsWindingAndEvenOdd() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let middle = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 10)
        XCTAssertTrue(path.contains(middle))
        XCTAssertFalse(path.contains(middle, eoFill: true))
        XCTAssertTrue(path.contains(ring))
        XCTAssertTrue(path.contains(ring, eoFill: true))
        XCTAssertFalse(path.contains(CGPoint(x: 150, y: 50)))

        // The inner square wound the other way cuts a hole even with the non-zero rule.
        var donut = Path()
        donut.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        donut.addLines([CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        donut.closeSubpath()
        XCTAssertFalse(donut.contains(middle))
        XCTAssertTrue(donut.contains(ring))

        // Open subpaths are closed for filling.
        var triangle = Path()
        triangle.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
        XCTAssertTrue(triangle.contains(CGPoint(x: 20, y: 20)))
        XCTAssertFalse(triangle.contains(CGPoint(x: 60, y: 60)))

        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(circle.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(circle.contains(CGPoint(x: 50 + 49 / 2.squareRoot(), y: 50 + 49 / 2.squareRoot())))
        XCTAssertFalse(circle.contains(CGPoint(x: 50 + 51 / 2.squareRoot(), y: 50 + 51 / 2.squareRoot())))
        XCTAssertFalse(circle.contains(CGPoint(x: 2, y: 2)))
    }

    func testATrimmedPathKeepsThatFractionOfItsLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(square.trimmedPath(from: 0, to: 1), square)
        XCTAssertTrue(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        XCTAssertTrue(square.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        // The perimeter is 400; a quarter is the top edge.
        XCTAssertEqual(square.trimmedPath(from: 0, to: 0.25).description, "0 0 m 100 0 l")
        XCTAssertEqual(square.trimmedPath(from: 0.125, to: 0.375).description, "50 0 m 100 0 l 100 50 l")
        // The last stretch is the closing edge.
        XCTAssertEqual(square.trimmedPath(from: 0.875, to: 1).description, "0 50 m 0 0 l")
        XCTAssertEqual(length(of: square.trimmedPath(from: 0.1, to: 0.6)), 200, accuracy: 1e-9)
        // Out-of-range fractions are clamped.
        XCTAssertEqual(square.trimmedPath(from: -1, to: 0.25).description, "0 0 m 100 0 l")

        // Half a circle of radius 50, from 3 o'clock through 6 o'clock to 9 o'clock; curves stay curves.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let half = circle.trimmedPath(from: 0, to: 0.5)
        assertPoint(half.subpaths().first?.start, 100, 50, accuracy: 1e-9)
        assertPoint(half.currentPoint, 0, 50, accuracy: 1e-6)
        XCTAssertTrue(half.elements.dropFirst().allSatisfy { if case .curve = $0 { return true } else { return false } })
        XCTAssertEqual(length(of: half), .pi * 50, accuracy: 0.05)
        let quarter = circle.trimmedPath(from: 0.1, to: 0.35)
        XCTAssertEqual(length(of: quarter), .pi * 100 * 0.25, accuracy: 0.05)
        let start = quarter.subpaths()[0].start
        assertPoint(start, 50 + 50 * cos(0.2 * .pi), 50 + 50 * sin(0.2 * .pi), accuracy: 0.05)

        // Across two subpaths: each piece starts with its own move.
        var two = Path()
        two.addLines([.zero, CGPoint(x: 10, y: 0)])
        two.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 10)])
        XCTAssertEqual(two.trimmedPath(from: 0.25, to: 0.75).description, "5 0 m 10 0 l 0 10 m 5 10 l")
    }

    func testRoundedCornersAreCircularOrContinuousAndLeaveTheCornersOut() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        for style in [RoundedCornerStyle.circular, .continuous] {
            let path = Path(roundedRect: rect, cornerRadius: 10, style: style)
            assertRect(path.boundingRect, 0, 0, 100, 60, accuracy: 1e-9)
            XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)), "\(style)")
            XCTAssertFalse(path.contains(CGPoint(x: 99, y: 59)), "\(style)")
            XCTAssertFalse(path.contains(CGPoint(x: 1, y: 59)), "\(style)")
            XCTAssertFalse(path.contains(CGPoint(x: 99, y: 1)), "\(style)")
            XCTAssertTrue(path.contains(CGPoint(x: 50, y: 30)), "\(style)")
            XCTAssertTrue(path.contains(CGPoint(x: 0.5, y: 30)), "\(style)")
            XCTAssertTrue(path.contains(CGPoint(x: 50, y: 0.5)), "\(style)")
            // Starts in the middle of the right edge.
            XCTAssertEqual(path.elements.first, .move(to: CGPoint(x: 100, y: 30)))
        }
        // Circular corners are quarter circles: the 45° point is r(1 - 1/√2) in from both sides.
        let circular = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
        XCTAssertTrue(circular.contains(CGPoint(x: 3.3, y: 3.3)))
        XCTAssertFalse(circular.contains(CGPoint(x: 2.6, y: 2.6)))
        XCTAssertTrue(circular.elements.contains(.line(to: CGPoint(x: 100, y: 50))))
        // Continuous corners reach about 1.528 r along each edge.
        let continuous = Path(roundedRect: rect, cornerRadius: 10, style: .continuous)
        XCTAssertTrue(continuous.elements.contains(.line(to: CGPoint(x: 100, y: 60 - 15.28))))
        // Both controls of the curve leaving the edge lie on the edge line, so curvature starts from zero there.
        if let i = continuous.elements.firstIndex(of: .line(to: CGPoint(x: 100, y: 60 - 15.28))),
           case .curve(_, let c1, let c2) = continuous.elements[i + 1] {
            XCTAssertEqual(c1.x, 100)
            XCTAssertEqual(c2.x, 100)
            XCTAssertGreaterThan(c2.y, c1.y)
        } else {
            XCTFail("the continuous corner should start with a curve")
        }
        if let i = circular.elements.firstIndex(of: .line(to: CGPoint(x: 100, y: 50))),
           case .curve(_, _, let c2) = circular.elements[i + 1] {
            XCTAssertNotEqual(c2.x, 100, "a circular corner turns at once")
        } else {
            XCTFail("the circular corner should start with a curve")
        }
        // Its 45° point matches the circle's closely.
        XCTAssertTrue(continuous.contains(CGPoint(x: 3.1, y: 3.1)))
        XCTAssertFalse(continuous.contains(CGPoint(x: 2.7, y: 2.7)))
    }

    func testARadiusTooLargeForTheRectMakesACapsule() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        // A radius larger than half the short side makes a capsule.
        let capsule = Path(roundedRect: rect, cornerRadius: 100, style: .circular)
        assertRect(capsule.boundingRect, 0, 0, 100, 60, accuracy: 1e-9)
        XCTAssertTrue(capsule.contains(CGPoint(x: 50, y: 0.5)))
        XCTAssertTrue(capsule.contains(CGPoint(x: 1, y: 30)))
        XCTAssertFalse(capsule.contains(CGPoint(x: 5, y: 5)))
        XCTAssertTrue(capsule.contains(CGPoint(x: 30 - 29 / 2.squareRoot(), y: 30 - 29 / 2.squareRoot())))
        // The continuous version blends into circular ends when there is no room for the squircle.
        let continuous = Path(roundedRect: rect, cornerRadius: 100, style: .continuous)
        assertRect(continuous.boundingRect, 0, 0, 100, 60, accuracy: 1e-9)
        XCTAssertTrue(continuous.contains(CGPoint(x: 1, y: 30)))
        XCTAssertFalse(continuous.contains(CGPoint(x: 5, y: 5)))
        // Elliptical corners.
        let elliptical = Path(roundedRect: rect, cornerSize: CGSize(width: 20, height: 10), style: .circular)
        XCTAssertTrue(elliptical.elements.contains(.line(to: CGPoint(x: 20, y: 60))))
        XCTAssertTrue(elliptical.elements.contains(.line(to: CGPoint(x: 0, y: 10))))
        // Zero corners are a plain rectangle.
        XCTAssertEqual(Path(roundedRect: rect, cornerRadius: 0), Path(rect))
        var added = Path()
        added.addRoundedRect(in: rect, cornerSize: CGSize(width: 10, height: 10), style: .circular,
                             transform: CGAffineTransform(translationX: 10, y: 10))
        assertRect(added.boundingRect, 10, 10, 100, 60, accuracy: 1e-9)
    }

    func testBadInputDoesNotCrash() {
        var path = Path()
        path.addArc(center: .zero, radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(center: .zero, radius: 10, startAngle: .radians(.infinity), endAngle: .zero, clockwise: true)
        path.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .radians(1e9))
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), cornerSize: CGSize(width: 4, height: 4))
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: -4, height: CGFloat.infinity))
        path.addCurve(to: CGPoint(x: CGFloat.infinity, y: 0), control1: .zero, control2: CGPoint(x: CGFloat.nan, y: 1))
        _ = path.boundingRect
        _ = path.contains(CGPoint(x: 1, y: 1))
        _ = path.contains(CGPoint(x: CGFloat.nan, y: 1))
        _ = path.trimmedPath(from: 0.2, to: 0.8)
        _ = path.trimmedPath(from: .nan, to: 0.8)
        _ = path.flattened()
        _ = path.description
        XCTAssertFalse(path.isEmpty)
    }
}
