import Foundation

extension Path {
    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
    }

    /// Adds a straight line from the current point to `end`.
    public mutating func addLine(to end: CGPoint) {
        // Like Cairo, a line with nothing before it starts the path rather than being dropped.
        if currentPoint == nil { move(to: end) }
        elements.append(.line(to: end))
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Moves to the first point, then adds straight lines through the rest.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { elements.append(.line(to: p)) }
    }

    /// Adds a closed rectangle, starting at its minimum corner and running towards increasing x.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        elements.append(.line(to: CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        elements.append(.line(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        elements.append(.line(to: CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        elements.append(.closeSubpath)
    }

    /// Adds each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath starting at its rightmost point.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let c = CGPoint(x: r.midX, y: r.midY)
        // Control distance that makes a cubic match a quarter circle at its midpoint.
        let k: CGFloat = 0.5522847498307936
        let t = transform
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: c.x + x, y: c.y + y).applying(t) }
        move(to: p(rx, 0))
        elements.append(.curve(to: p(0, ry), control1: p(rx, k * ry), control2: p(k * rx, ry)))
        elements.append(.curve(to: p(-rx, 0), control1: p(-k * rx, ry), control2: p(-rx, k * ry)))
        elements.append(.curve(to: p(0, -ry), control1: p(-rx, -k * ry), control2: p(-k * rx, -ry)))
        elements.append(.curve(to: p(rx, 0), control1: p(k * rx, -ry), control2: p(rx, -k * ry)))
        elements.append(.closeSubpath)
    }

    /// Adds a rounded rectangle as a closed subpath, starting at the middle of its right edge.
    ///
    /// Circular corners are elliptical quarter arcs; continuous corners approximate Apple's squircle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let halfW = r.width / 2, halfH = r.height / 2
        if cornerSize.width.isNaN || cornerSize.height.isNaN {
            Diagnostics.warn("a rounded rectangle's corner size \(cornerSize) has NaN; its corners are drawn square",
                             key: "rounded-rect-nan-corner")
        }
        var rx = min(max(cornerSize.width, 0), halfW)
        var ry = min(max(cornerSize.height, 0), halfH)
        // Equal corner sizes stay circular even when one side is too short for them.
        if cornerSize.width == cornerSize.height { rx = min(rx, ry); ry = rx }
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else {
            addRect(r, transform: transform)
            return
        }
        let profile = CornerProfile(style: style, room: min(halfW / rx, halfH / ry))
        let t = transform
        var builder = Path()
        builder.move(to: CGPoint(x: r.maxX, y: r.midY))
        // Corners in drawing order; `back` points along the edge we arrive on, `ahead` along the next one.
        let corners: [(CGPoint, Vec, CGFloat, Vec, CGFloat)] = [
            (CGPoint(x: r.maxX, y: r.maxY), Vec(dx: 0, dy: -1), ry, Vec(dx: -1, dy: 0), rx),
            (CGPoint(x: r.minX, y: r.maxY), Vec(dx: 1, dy: 0), rx, Vec(dx: 0, dy: -1), ry),
            (CGPoint(x: r.minX, y: r.minY), Vec(dx: 0, dy: 1), ry, Vec(dx: 1, dy: 0), rx),
            (CGPoint(x: r.maxX, y: r.minY), Vec(dx: -1, dy: 0), rx, Vec(dx: 0, dy: 1), ry),
        ]
        for (corner, back, backRadius, ahead, aheadRadius) in corners {
            func map(_ q: CGPoint) -> CGPoint {
                CGPoint(x: corner.x + back.dx * q.x * backRadius + ahead.dx * q.y * aheadRadius,
                        y: corner.y + back.dy * q.x * backRadius + ahead.dy * q.y * aheadRadius)
            }
            let start = map(profile.start)
            if builder.currentPoint != start { builder.elements.append(.line(to: start)) }
            for c in profile.curves {
                builder.elements.append(.curve(to: map(c.2), control1: map(c.0), control2: map(c.1)))
            }
        }
        builder.elements.append(.closeSubpath)
        addPath(builder, transform: t)
    }

    /// Adds an arc of a circle, in SwiftUI's y-down sense of `clockwise`.
    ///
    /// `clockwise: true` sweeps towards decreasing angles, which is counter-clockwise on screen.
    /// A line joins the current point, if any, to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let a0 = startAngle.radians, a1 = endAngle.radians
        guard a0.isFinite, a1.isFinite else { return }
        let full = 2 * Double.pi
        var delta = a1 - a0
        // As Core Graphics does: at most one turn, in the requested direction.
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: full) - full }
            delta = max(delta, -full)
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: full) + full }
            delta = min(delta, full)
        }
        appendArc(center: center, radius: radius, start: a0, delta: delta, transform: transform)
    }

    /// Adds an arc of a circle from `startAngle`, sweeping by `delta` (positive towards increasing angles).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let full = 2 * Double.pi
        guard startAngle.radians.isFinite, delta.radians.isFinite else { return }
        appendArc(center: center, radius: radius, start: startAngle.radians,
                  delta: min(max(delta.radians, -full), full), transform: transform)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to both the current point–`tangent1End`
    /// and `tangent1End`–`tangent2End` lines.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        // Work in the arc's own space, where the circle is round; the current point is already transformed.
        let inverse = transform.inverted()
        let p0 = transform.isIdentity ? current : current.applying(inverse)
        let p1 = tangent1End, p2 = tangent2End
        let v1 = Vec(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v2 = Vec(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot()
        let l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, radius.isFinite, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: p1.applying(transform))
            return
        }
        let u1 = Vec(dx: v1.dx / l1, dy: v1.dy / l1), u2 = Vec(dx: v2.dx / l2, dy: v2.dy / l2)
        let cosTheta = min(max(u1.dx * u2.dx + u1.dy * u2.dy, -1), 1)
        let half = acos(cosTheta) / 2
        let along = radius / tan(half)
        let toCenter = radius / sin(half)
        var bis = Vec(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = (bis.dx * bis.dx + bis.dy * bis.dy).squareRoot()
        bis = Vec(dx: bis.dx / bl, dy: bis.dy / bl)
        let center = CGPoint(x: p1.x + bis.dx * toCenter, y: p1.y + bis.dy * toCenter)
        let t1 = CGPoint(x: p1.x + u1.dx * along, y: p1.y + u1.dy * along)
        let t2 = CGPoint(x: p1.x + u2.dx * along, y: p1.y + u2.dy * along)
        let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let a2 = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        var delta = a2 - a1
        // The tangent arc is always the short way round.
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        appendArc(center: center, radius: radius, start: a1, delta: delta, transform: transform)
    }

    /// Appends another path's elements, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        if transform.isIdentity {
            elements.append(contentsOf: path.elements)
        } else {
            elements.append(contentsOf: path.elements.map { $0.applying(transform) })
        }
    }

    // Cubic approximation of a circular arc, each piece at most a quarter turn.
    private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, delta: Double,
                                    transform t: CGAffineTransform) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite else { return }
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(a)), y: center.y + radius * CGFloat(sin(a)))
        }
        let first = point(start).applying(t)
        if let current = currentPoint {
            if current != first { elements.append(.line(to: first)) }
        } else {
            move(to: first)
        }
        guard delta != 0 else { return }
        let count = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        let k = CGFloat(4.0 / 3.0 * tan(step / 4)) * radius
        var a = start
        for _ in 0..<count {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * CGFloat(sin(a)), y: p0.y + k * CGFloat(cos(a)))
            let c2 = CGPoint(x: p3.x + k * CGFloat(sin(b)), y: p3.y - k * CGFloat(cos(b)))
            elements.append(.curve(to: p3.applying(t), control1: c1.applying(t), control2: c2.applying(t)))
            a = b
        }
    }
}

// A direction in the plane; Foundation on Linux has no CGVector.
private struct Vec {
    var dx: CGFloat, dy: CGFloat
}

// The shape of one rounded corner in units of the corner radius: x runs back along the edge the path
// arrives on, y along the edge it leaves on, and the corner itself is the origin.
private struct CornerProfile {
    var start: CGPoint
    var curves: [(CGPoint, CGPoint, CGPoint)]

    init(style: RoundedCornerStyle, room: CGFloat) {
        // A quarter circle split at 45°, so it has the same structure as the squircle and can blend with it.
        let m = 1 - 1 / CGFloat(2).squareRoot()
        let k45 = 4.0 / 3.0 * CGFloat(tan(Double.pi / 16))
        let h = k45 / CGFloat(2).squareRoot()
        let circle: [CGPoint] = [
            CGPoint(x: 1, y: 0),
            CGPoint(x: 1 - k45, y: 0), CGPoint(x: m + h, y: m - h), CGPoint(x: m, y: m),
            CGPoint(x: m - h, y: m + h), CGPoint(x: 0, y: 1 - k45), CGPoint(x: 0, y: 1),
        ]
        guard style == .continuous else {
            start = circle[0]
            curves = [(circle[1], circle[2], circle[3]), (circle[4], circle[5], circle[6])]
            return
        }
        // Our own squircle: each half is a cubic whose two controls lie on the edge line, so curvature
        // starts at zero where the corner leaves the straight edge; it reaches the circle's 45° point
        // with a radius of curvature about 0.93 r there, and spans `reach` radii along each edge.
        let reach: CGFloat = 1.528
        let squircle: [CGPoint] = [
            CGPoint(x: reach, y: 0),
            CGPoint(x: 0.977, y: 0), CGPoint(x: 2 * m, y: 0), CGPoint(x: m, y: m),
            CGPoint(x: 0, y: 2 * m), CGPoint(x: 0, y: 0.977), CGPoint(x: 0, y: reach),
        ]
        // When the sides are too short for the full squircle, blend towards the circle, which needs one radius.
        let f = min(max((reach - room) / (reach - 1), 0), 1)
        let p = zip(squircle, circle).map { s, c in
            CGPoint(x: s.x + (c.x - s.x) * f, y: s.y + (c.y - s.y) * f)
        }
        start = p[0]
        curves = [(p[1], p[2], p[3]), (p[4], p[5], p[6])]
    }
}
