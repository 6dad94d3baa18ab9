import Foundation

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
