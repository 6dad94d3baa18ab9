import Foundation

/// The outline of a 2D shape: a sequence of subpaths of lines and Bézier curves.
///
/// Coordinates are y-down, as in SwiftUI; angles are measured from the positive x axis
/// towards the positive y axis, i.e. clockwise on screen.
public struct Path: Equatable, Sendable {
    /// One drawing command of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the current subpath, which it closes.
        case closeSubpath
    }

    /// The path's commands, in order.
    var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path containing a rounded rectangle with the same radius at every corner.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle whose corners have the given size.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Creates an empty path, then lets `callback` add its elements.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every point of the path is finite (a NaN or infinite point has no place to be drawn or hit).
    var hasOnlyFinitePoints: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): if !ok(p) { return false }
            case .quadCurve(let p, let c): if !ok(p) || !ok(c) { return false }
            case .curve(let p, let c1, let c2): if !ok(p) || !ok(c1) || !ok(c2) { return false }
            case .closeSubpath: break
            }
        }
        return true
    }

    /// The last point of the path, or nil if it has none; after `closeSubpath()` it is the subpath's start.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            return p
        case .closeSubpath:
            return subpathStart(before: elements.count - 1)
        }
    }

    // The point a subpath open at `index` started from: the nearest earlier move, or the first point drawn.
    private func subpathStart(before index: Int) -> CGPoint? {
        var i = index
        while i >= 0 {
            if case .move(let p) = elements[i] { return p }
            i -= 1
        }
        for element in elements {
            if let p = element.firstPoint { return p }
        }
        return nil
    }
}

// MARK: - Building

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

// MARK: - Queries and copies

extension Path {
    /// The smallest rectangle enclosing every point of the path, not its Bézier control points.
    ///
    /// An empty path has `CGRect.null`, as in Core Graphics.
    public var boundingRect: CGRect {
        var lo = CGPoint(x: CGFloat.infinity, y: .infinity)
        var hi = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        func include(_ p: CGPoint) {
            lo.x = min(lo.x, p.x); lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x); hi.y = max(hi.y, p.y)
        }
        for sub in subpaths() {
            include(sub.start)
            for seg in sub.segments {
                include(seg.end)
                for t in seg.extremaParameters() { include(seg.point(at: t)) }
            }
        }
        guard lo.x <= hi.x, lo.y <= hi.y else { return .null }
        return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The distance from a point to the nearest point of the path's outline.
    func distance(to p: CGPoint) -> CGFloat {
        var best = CGFloat.infinity
        for poly in flattened() {
            let pts = poly.points
            if pts.count == 1 { best = min(best, hypot(p.x - pts[0].x, p.y - pts[0].y)) }
            let count = poly.isClosed ? pts.count : pts.count - 1
            guard count > 0 else { continue }
            for i in 0..<count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let dx = b.x - a.x, dy = b.y - a.y
                let len2 = dx * dx + dy * dy
                let t = len2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0
                best = min(best, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
            }
        }
        return best
    }

    /// Whether `p` is inside the filled path, by the non-zero winding rule or, with `eoFill`, the even-odd rule.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        // A path with a non-finite point contains nothing (its bounds are not a rectangle to test against).
        guard p.x.isFinite, p.y.isFinite, hasOnlyFinitePoints, boundingRect.contains(p) else { return false }
        var winding = 0
        for poly in flattened() {
            let pts = poly.points
            guard pts.count >= 2 else { continue }
            // Filling closes every subpath, open or not.
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y {
                    if b.y > p.y && side > 0 { winding += 1 }
                } else if b.y <= p.y && side < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var copy = Path()
        copy.elements = elements.map { $0.applying(transform) }
        return copy
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The part of the path between the fractions `from` and `to` of its length.
    ///
    /// Curves are cut with de Casteljau's construction, so they stay curves.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let from = min(max(from, 0), 1), to = min(max(to, 0), 1)
        if from == 0 && to == 1 { return self }
        guard from < to else { return Path() }
        let measured = subpaths().map { sub in (sub, sub.segments.map(MeasuredSegment.init)) }
        let total = measured.reduce(CGFloat(0)) { acc, m in m.1.reduce(acc) { $0 + $1.length } }
        guard total > 0, total.isFinite else { return Path() }
        let lower = from * total, upper = to * total
        var out = Path()
        var position: CGFloat = 0
        for (sub, segments) in measured {
            var joined = false
            var whole = true
            for m in segments {
                let s0 = position, s1 = position + m.length
                position = s1
                if m.length == 0 { continue }
                if s1 <= lower || s0 >= upper {
                    joined = false
                    whole = false
                    continue
                }
                let t0 = s0 >= lower ? 0 : m.parameter(atLength: lower - s0)
                let t1 = s1 <= upper ? 1 : m.parameter(atLength: upper - s0)
                if t0 > 0 || t1 < 1 { whole = false }
                let piece = m.segment.slice(from: t0, to: t1)
                if !joined { out.elements.append(.move(to: piece.start)) }
                out.elements.append(piece.element)
                joined = t1 >= 1
            }
            if sub.isClosed && whole && joined { out.elements.append(.closeSubpath) }
        }
        return out
    }
}

// MARK: - Description

extension Path: LosslessStringConvertible {
    /// The path in Core Graphics' string form, e.g. "0 0 m 10 0 l h".
    public var description: String {
        func n(_ v: CGFloat) -> String {
            if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
            return "\(Double(v))"
        }
        func pt(_ p: CGPoint) -> String { "\(n(p.x)) \(n(p.y))" }
        return elements.map { e -> String in
            switch e {
            case .move(let p): return "\(pt(p)) m"
            case .line(let p): return "\(pt(p)) l"
            case .quadCurve(let p, let c): return "\(pt(c)) \(pt(p)) q"
            case .curve(let p, let c1, let c2): return "\(pt(c1)) \(pt(c2)) \(pt(p)) c"
            case .closeSubpath: return "h"
            }
        }.joined(separator: " ")
    }

    /// Parses a path from the string form `description` produces; returns nil if it is malformed.
    public init?(_ string: String) {
        self.init()
        var stack: [CGFloat] = []
        for token in string.split(whereSeparator: { $0.isWhitespace }) {
            if let v = Double(token) {
                stack.append(CGFloat(v))
                continue
            }
            let arity: Int
            switch token {
            case "m", "l": arity = 2
            case "q", "re": arity = 4
            case "c": arity = 6
            case "h": arity = 0
            default: return nil
            }
            guard stack.count == arity else { return nil }
            let v = stack
            stack.removeAll()
            switch token {
            case "m": move(to: CGPoint(x: v[0], y: v[1]))
            case "l": addLine(to: CGPoint(x: v[0], y: v[1]))
            case "q": addQuadCurve(to: CGPoint(x: v[2], y: v[3]), control: CGPoint(x: v[0], y: v[1]))
            case "c": addCurve(to: CGPoint(x: v[4], y: v[5]), control1: CGPoint(x: v[0], y: v[1]),
                               control2: CGPoint(x: v[2], y: v[3]))
            case "re": addRect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
            default: closeSubpath()
            }
        }
        guard stack.isEmpty else { return nil }
    }
}

// MARK: - Internal geometry (fill tests, trimming, hit testing)

extension Path {
    /// A subpath flattened to straight lines. A closed one does not repeat its first point: the edge back to it is implied.
    struct Polyline: Equatable, Sendable {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// One drawn piece of a subpath, with its start point made explicit.
    enum Segment: Equatable, Sendable {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    /// A subpath as explicit segments; a closed one ends with the (possibly zero-length) line back to `start`.
    struct Subpath: Equatable, Sendable {
        var start: CGPoint
        var segments: [Segment]
        var isClosed: Bool
    }

    /// The path split into subpaths, with implicit starts (after a close, or a path that begins drawing) resolved.
    func subpaths() -> [Subpath] {
        var result: [Subpath] = []
        var open: Subpath?
        var point: CGPoint?
        // The open subpath grows in place: a copy per element would make a long path quadratic.
        func append(_ segment: Segment, startingAt start: CGPoint) {
            if open == nil { open = Subpath(start: start, segments: [], isClosed: false) }
            open!.segments.append(segment)
        }
        for element in elements {
            switch element {
            case .move(let p):
                if let o = open { result.append(o) }
                open = Subpath(start: p, segments: [], isClosed: false)
                point = p
            case .line(let p):
                append(.line(point ?? p, p), startingAt: point ?? p)
                point = p
            case .quadCurve(let p, let c):
                append(.quad(point ?? c, c, p), startingAt: point ?? c)
                point = p
            case .curve(let p, let c1, let c2):
                append(.cubic(point ?? c1, c1, c2, p), startingAt: point ?? c1)
                point = p
            case .closeSubpath:
                guard var sub = open else { continue }
                sub.segments.append(.line(point ?? sub.start, sub.start))
                sub.isClosed = true
                result.append(sub)
                open = nil
                point = sub.start
            }
        }
        if let o = open { result.append(o) }
        return result
    }

    /// The path as polylines, one per subpath, each within `tolerance` of the true curves.
    func flattened(tolerance: CGFloat = 0.1) -> [Polyline] {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        return subpaths().map { sub in
            var points = [sub.start]
            for seg in sub.segments { seg.appendFlattened(to: &points, tolerance: tol) }
            if sub.isClosed, points.count > 1 { points.removeLast() }
            return Polyline(points: points, isClosed: sub.isClosed)
        }
    }
}

extension Path.Element {
    // The first point the element names, used to resolve a path that begins without a move.
    var firstPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p): return p
        case .quadCurve(_, let c): return c
        case .curve(_, let c1, _): return c1
        case .closeSubpath: return nil
        }
    }

    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

extension Path.Segment {
    var start: CGPoint {
        switch self {
        case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): return a
        }
    }

    var end: CGPoint {
        switch self {
        case .line(_, let b), .quad(_, _, let b), .cubic(_, _, _, let b): return b
        }
    }

    var element: Path.Element {
        switch self {
        case .line(_, let b): return .line(to: b)
        case .quad(_, let c, let b): return .quadCurve(to: b, control: c)
        case .cubic(_, let c1, let c2, let b): return .curve(to: b, control1: c1, control2: c2)
        }
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let a, let b):
            return CGPoint(x: a.x * u + b.x * t, y: a.y * u + b.y * t)
        case .quad(let a, let c, let b):
            return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x,
                           y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
        case .cubic(let a, let c1, let c2, let b):
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
                           y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
        }
    }

    /// Parameters in (0, 1) where x or y reaches a local extreme: the curve's tight bounds need only these and the ends.
    func extremaParameters() -> [CGFloat] {
        var ts: [CGFloat] = []
        func keep(_ t: CGFloat) { if t > 0 && t < 1 { ts.append(t) } }
        switch self {
        case .line:
            break
        case .quad(let a, let c, let b):
            for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
                let den = p0 - 2 * p1 + p2
                if den != 0 { keep((p0 - p1) / den) }
            }
        case .cubic(let a, let c1, let c2, let b):
            for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
                // The derivative's roots, divided by 3: qa t² + qb t + qc = 0.
                let qa = -p0 + 3 * p1 - 3 * p2 + p3
                let qb = 2 * (p0 - 2 * p1 + p2)
                let qc = p1 - p0
                if abs(qa) < 1e-12 {
                    if qb != 0 { keep(-qc / qb) }
                    continue
                }
                let disc = qb * qb - 4 * qa * qc
                guard disc >= 0 else { continue }
                let root = disc.squareRoot()
                keep((-qb + root) / (2 * qa))
                keep((-qb - root) / (2 * qa))
            }
        }
        return ts
    }

    /// How many equal parameter steps keep the chords within `tolerance` of the curve.
    func stepCount(tolerance: CGFloat) -> Int {
        func norm(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * x + y * y).squareRoot() }
        let bend: CGFloat
        switch self {
        case .line:
            return 1
        case .quad(let a, let c, let b):
            // A chord over a step h deviates by at most |B''| h² / 8, and |B''| = 2|a - 2c + b|.
            bend = 2 * norm(a.x - 2 * c.x + b.x, a.y - 2 * c.y + b.y)
        case .cubic(let a, let c1, let c2, let b):
            bend = 6 * max(norm(a.x - 2 * c1.x + c2.x, a.y - 2 * c1.y + c2.y),
                           norm(c1.x - 2 * c2.x + b.x, c1.y - 2 * c2.y + b.y))
        }
        let n = (bend / (8 * tolerance)).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), 1000))
    }

    func appendFlattened(to points: inout [CGPoint], tolerance: CGFloat) {
        let n = stepCount(tolerance: tolerance)
        for i in 1..<n { points.append(point(at: CGFloat(i) / CGFloat(n))) }
        points.append(end)
    }

    /// The piece of the segment between parameters t0 and t1, by de Casteljau subdivision.
    func slice(from t0: CGFloat, to t1: CGFloat) -> Path.Segment {
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        // Keep [0, t1] of the curve, then [t0/t1, 1] of that.
        func head(_ s: Path.Segment, _ t: CGFloat) -> Path.Segment {
            switch s {
            case .line(let a, let b): return .line(a, lerp(a, b, t))
            case .quad(let a, let c, let b):
                let ac = lerp(a, c, t), cb = lerp(c, b, t)
                return .quad(a, ac, lerp(ac, cb, t))
            case .cubic(let a, let c1, let c2, let b):
                let p01 = lerp(a, c1, t), p12 = lerp(c1, c2, t), p23 = lerp(c2, b, t)
                let p012 = lerp(p01, p12, t), p123 = lerp(p12, p23, t)
                return .cubic(a, p01, p012, lerp(p012, p123, t))
            }
        }
        func tail(_ s: Path.Segment, _ t: CGFloat) -> Path.Segment {
            switch s {
            case .line(let a, let b): return .line(lerp(a, b, t), b)
            case .quad(let a, let c, let b):
                let ac = lerp(a, c, t), cb = lerp(c, b, t)
                return .quad(lerp(ac, cb, t), cb, b)
            case .cubic(let a, let c1, let c2, let b):
                let p01 = lerp(a, c1, t), p12 = lerp(c1, c2, t), p23 = lerp(c2, b, t)
                let p012 = lerp(p01, p12, t), p123 = lerp(p12, p23, t)
                return .cubic(lerp(p012, p123, t), p123, p23, b)
            }
        }
        var s = self
        if t1 < 1 { s = head(s, t1) }
        if t0 > 0 && t1 > 0 { s = tail(s, t0 / t1) }
        return s
    }
}

// A segment with a table of arc lengths at equal parameter steps, to turn a length along it into a parameter.
private struct MeasuredSegment {
    var segment: Path.Segment
    var lengths: [CGFloat]
    var length: CGFloat { lengths.last ?? 0 }

    init(_ segment: Path.Segment) {
        self.segment = segment
        let n: Int
        if case .line = segment { n = 1 } else { n = max(16, segment.stepCount(tolerance: 0.01)) }
        var lengths: [CGFloat] = [0]
        var previous = segment.start
        var sum: CGFloat = 0
        for i in 1...n {
            let p = i == n ? segment.end : segment.point(at: CGFloat(i) / CGFloat(n))
            sum += ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot()
            lengths.append(sum)
            previous = p
        }
        self.lengths = lengths
    }

    func parameter(atLength s: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        var lo = 0, hi = lengths.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lengths[mid] < s { lo = mid } else { hi = mid }
        }
        let span = lengths[hi] - lengths[lo]
        let frac = span > 0 ? (s - lengths[lo]) / span : 0
        return (CGFloat(lo) + frac) / CGFloat(lengths.count - 1)
    }
}

extension Path: Shape {
    /// A path is a shape drawn as it is, in the coordinates of the frame it is given (not scaled to it).
    nonisolated public func path(in rect: CGRect) -> Path { self }
}
