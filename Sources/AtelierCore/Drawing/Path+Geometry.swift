import Foundation

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
