import Foundation

/// Turns polylines into the outline of their stroke, as `Path.strokedPath(_:)` returns it: a rectangle per
/// segment, a wedge or disc per join and a square or disc per cap, every piece wound the same way, so that the
/// pieces' union is what filling the result with the non-zero rule covers.
struct PathStroker {
    let style: StrokeStyle
    private(set) var path = Path()
    private var radius: CGFloat { style.lineWidth / 2 }

    init(style: StrokeStyle) { self.style = style }

    /// Adds the stroke of one polyline (closed: no caps, a join where it meets itself).
    mutating func stroke(_ points: [CGPoint], isClosed: Bool) {
        var pts: [CGPoint] = []
        for p in points where pts.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { pts.append(p) }
        if isClosed, pts.count > 1, let first = pts.first, let last = pts.last, hypot(first.x - last.x, first.y - last.y) <= 1e-9 {
            pts.removeLast()
        }
        guard let first = pts.first else { return }
        if pts.count == 1 {
            // A point: round caps draw a disc and square caps a square; butt caps draw nothing.
            switch style.lineCap {
            case .round: addDisc(at: first)
            case .square: addPolygon([CGPoint(x: first.x - radius, y: first.y - radius), CGPoint(x: first.x + radius, y: first.y - radius),
                                      CGPoint(x: first.x + radius, y: first.y + radius), CGPoint(x: first.x - radius, y: first.y + radius)])
            default: break
            }
            return
        }
        let count = pts.count
        let segments = isClosed && count > 2 ? count : count - 1
        for i in 0..<segments {
            let a = pts[i], b = pts[(i + 1) % count]
            let n = normal(from: a, to: b)
            addPolygon([a + n, b + n, b - n, a - n])
        }
        if isClosed && count > 2 {
            for i in 0..<count { join(at: pts[i], from: pts[(i + count - 1) % count], to: pts[(i + 1) % count]) }
        } else {
            for i in 1..<(count - 1) { join(at: pts[i], from: pts[i - 1], to: pts[i + 1]) }
            cap(at: pts[0], away: pts[1])
            cap(at: pts[count - 1], away: pts[count - 2])
        }
    }

    /// The left normal of a segment, as long as the stroke's half width.
    private func normal(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: -(b.y - a.y) / length * radius, y: (b.x - a.x) / length * radius)
    }

    private mutating func join(at v: CGPoint, from previous: CGPoint, to next: CGPoint) {
        let l1 = hypot(v.x - previous.x, v.y - previous.y), l2 = hypot(next.x - v.x, next.y - v.y)
        let d1 = CGPoint(x: (v.x - previous.x) / l1, y: (v.y - previous.y) / l1)
        let d2 = CGPoint(x: (next.x - v.x) / l2, y: (next.y - v.y) / l2)
        let cross = d1.x * d2.y - d1.y * d2.x, dot = d1.x * d2.x + d1.y * d2.y
        if style.lineJoin == .round {
            if abs(cross) > 1e-9 || dot < 0 { addDisc(at: v) }
            return
        }
        guard abs(cross) > 1e-9 else { return }
        // The outer side of the turn.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n1 = normal(from: previous, to: v), n2 = normal(from: v, to: next)
        let p1 = v + n1 * side, p2 = v + n2 * side
        let halfCos = ((1 + dot) / 2).squareRoot()
        if style.lineJoin == .miter, halfCos > 0, 1 / halfCos <= style.miterLimit {
            let sum = n1 + n2
            let length = hypot(sum.x, sum.y)
            let tip = v + sum * (side * radius / halfCos / length)
            addPolygon([v, p1, tip, p2])
        } else {
            addPolygon([v, p1, p2])
        }
    }

    private mutating func cap(at end: CGPoint, away neighbour: CGPoint) {
        switch style.lineCap {
        case .round:
            addDisc(at: end)
        case .square:
            let length = hypot(end.x - neighbour.x, end.y - neighbour.y)
            let out = CGPoint(x: (end.x - neighbour.x) / length * radius, y: (end.y - neighbour.y) / length * radius)
            let n = normal(from: neighbour, to: end)
            addPolygon([end + n, end + n + out, end - n + out, end - n])
        default:
            break
        }
    }

    /// A polygon wound with a negative signed area (in y-down coordinates), reversed when it is not.
    private mutating func addPolygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? points.reversed() : points
        path.move(to: ordered[0])
        for p in ordered.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
    }

    /// A disc of the stroke's width, wound as the polygons are: four quarter circles.
    private mutating func addDisc(at c: CGPoint) {
        let r = radius, k = r * 0.5522847498
        path.move(to: CGPoint(x: c.x + r, y: c.y))
        path.addCurve(to: CGPoint(x: c.x, y: c.y - r), control1: CGPoint(x: c.x + r, y: c.y - k), control2: CGPoint(x: c.x + k, y: c.y - r))
        path.addCurve(to: CGPoint(x: c.x - r, y: c.y), control1: CGPoint(x: c.x - k, y: c.y - r), control2: CGPoint(x: c.x - r, y: c.y - k))
        path.addCurve(to: CGPoint(x: c.x, y: c.y + r), control1: CGPoint(x: c.x - r, y: c.y + k), control2: CGPoint(x: c.x - k, y: c.y + r))
        path.addCurve(to: CGPoint(x: c.x + r, y: c.y), control1: CGPoint(x: c.x + k, y: c.y + r), control2: CGPoint(x: c.x + r, y: c.y + k))
        path.closeSubpath()
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }
