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
        guard p.x.isFinite, p.y.isFinite, hasOnlyFinitePoints, controlPointBounds.contains(p) else { return false }
        let winding = windingNumber(at: p)
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The winding number of the path around `p`, in one pass over the elements without copying them: a
    /// curve is flattened only where it can cross the horizontal through `p` (its control points lie on
    /// both sides), so a tap on a path of a million points costs a pass, not a million small arrays.
    /// Filling closes every subpath, open or not.
    func windingNumber(at p: CGPoint) -> Int {
        var winding = 0
        var start: CGPoint?, current: CGPoint?
        var buffer: [CGPoint] = []
        func edge(_ a: CGPoint, _ b: CGPoint) {
            if a.y <= p.y {
                if b.y > p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
            } else if b.y <= p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                winding -= 1
            }
        }
        func curve(_ segment: Segment, _ ys: CGFloat...) {
            // A curve stays within its control points: wholly above or below the line it adds nothing.
            if ys.allSatisfy({ $0 <= p.y }) || ys.allSatisfy({ $0 > p.y }) { return }
            buffer.removeAll(keepingCapacity: true)
            buffer.append(segment.start)
            segment.appendFlattened(to: &buffer, tolerance: 0.1)
            for i in 1..<buffer.count { edge(buffer[i - 1], buffer[i]) }
        }
        func closeOpenSubpath() {
            if let s = start, let c = current { edge(c, s) }
        }
        for element in elements {
            switch element {
            case .move(let q):
                closeOpenSubpath()
                start = q; current = q
            case .line(let q):
                let a = current ?? q
                if start == nil { start = a }
                edge(a, q)
                current = q
            case .quadCurve(let q, let c):
                let a = current ?? c
                if start == nil { start = a }
                curve(.quad(a, c, q), a.y, c.y, q.y)
                current = q
            case .curve(let q, let c1, let c2):
                let a = current ?? c1
                if start == nil { start = a }
                curve(.cubic(a, c1, c2, q), a.y, c1.y, c2.y, q.y)
                current = q
            case .closeSubpath:
                guard let s = start else { continue }
                if let c = current { edge(c, s) }
                start = nil
                current = s
            }
        }
        closeOpenSubpath()
        return winding
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
