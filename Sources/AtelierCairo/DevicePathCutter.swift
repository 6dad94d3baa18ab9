import Foundation
@_spi(Backend) import AtelierCore

/// Flattens a path whose device coordinates pass what Cairo can hold and cuts it to a device-space window.
///
/// Cairo keeps coordinates in 24.8 fixed point (about ±8.4 million pixels): past that, shapes wrap around and
/// a rounded rectangle under `.scaleEffect(500000)` takes seconds to rasterize. Only the part of a shape near
/// the visible area can show, so the rest is cut away before Cairo sees it. Curves are flattened to Cairo's own
/// tolerance; a curve whose control points all lie outside the window becomes its chord (the region between the
/// two lies inside their hull, so no covered pixel changes). What it cannot keep: a dashed stroke's pattern
/// starts again where a cut piece starts.
struct DevicePathCutter {
    /// Where coordinates stop being safe for Cairo, in device pixels (half its fixed-point range).
    static let safeLimit = 4_194_304.0

    /// User to device: x' = a x + c y + tx, y' = b x + d y + ty.
    let a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    /// The device-space rectangle kept; what lies outside it never shows.
    let window: CGRect
    /// The largest distance, in device pixels, between a curve and the lines that replace it.
    var tolerance = 0.1

    /// One subpath, flattened to device points, and whether it was closed.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
    }

    func device(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * Double(p.x) + c * Double(p.y) + tx, y: b * Double(p.x) + d * Double(p.y) + ty)
    }

    /// The path's subpaths flattened in device space; nil when a point is not finite.
    func flatten(_ path: Path) -> [Polyline]? {
        var lines: [Polyline] = []
        var current: Polyline?
        var ok = true
        func finish() {
            if let c = current, c.points.count > 1 { lines.append(c) }
            current = nil
        }
        func point(_ p: CGPoint) -> CGPoint? {
            let q = device(p)
            guard q.x.isFinite, q.y.isFinite else { ok = false; return nil }
            return q
        }
        path.forEach { element in
            guard ok else { return }
            switch element {
            case .move(let p):
                finish()
                guard let q = point(p) else { return }
                current = Polyline(points: [q], isClosed: false)
            case .line(let p):
                guard let q = point(p) else { return }
                if current == nil { current = Polyline(points: [q], isClosed: false) } else { current!.points.append(q) }
            case .quadCurve(let p, let control):
                guard let q = point(p), let k = point(control) else { return }
                guard let start = current?.points.last else { current = Polyline(points: [k, q], isClosed: false); return }
                // The same curve as a cubic: its control points two thirds of the way to the quadratic's.
                let c1 = CGPoint(x: start.x + 2 / 3 * (k.x - start.x), y: start.y + 2 / 3 * (k.y - start.y))
                let c2 = CGPoint(x: q.x + 2 / 3 * (k.x - q.x), y: q.y + 2 / 3 * (k.y - q.y))
                appendCubic(start, c1, c2, q, to: &current!.points, depth: 0)
            case .curve(let p, let control1, let control2):
                guard let q = point(p), let k1 = point(control1), let k2 = point(control2) else { return }
                guard let start = current?.points.last else { current = Polyline(points: [k1, q], isClosed: false); return }
                appendCubic(start, k1, k2, q, to: &current!.points, depth: 0)
            case .closeSubpath:
                guard var c = current else { return }
                c.isClosed = true
                let start = c.points[0]
                current = c
                finish()
                // A subpath after a close without a move starts where the closed one did.
                current = Polyline(points: [start], isClosed: false)
            }
        }
        finish()
        return ok ? lines : nil
    }

    /// Appends the cubic from `p0` (already in the list) to `p3`, as lines.
    private func appendCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, to points: inout [CGPoint], depth: Int) {
        let hull = CGRect(x: min(p0.x, p1.x, p2.x, p3.x), y: min(p0.y, p1.y, p2.y, p3.y), width: 0, height: 0)
            .union(CGRect(x: max(p0.x, p1.x, p2.x, p3.x), y: max(p0.y, p1.y, p2.y, p3.y), width: 0, height: 0))
        if depth >= 24 || !hull.intersects(window) || Self.isFlat(p0, p1, p2, p3, tolerance: tolerance) {
            points.append(p3)
            return
        }
        let m01 = Self.mid(p0, p1), m12 = Self.mid(p1, p2), m23 = Self.mid(p2, p3)
        let m012 = Self.mid(m01, m12), m123 = Self.mid(m12, m23)
        let m = Self.mid(m012, m123)
        appendCubic(p0, m01, m012, m, to: &points, depth: depth + 1)
        appendCubic(m, m123, m23, p3, to: &points, depth: depth + 1)
    }

    private static func mid(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2) }

    /// Whether both control points lie within `tolerance` of the chord (the curve then does too).
    private static func isFlat(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: Double) -> Bool {
        let dx = Double(p3.x - p0.x), dy = Double(p3.y - p0.y)
        let length = (dx * dx + dy * dy).squareRoot()
        func distance(_ p: CGPoint) -> Double {
            let px = Double(p.x - p0.x), py = Double(p.y - p0.y)
            return length > 0 ? abs(px * dy - py * dx) / length : (px * px + py * py).squareRoot()
        }
        return distance(p1) <= tolerance && distance(p2) <= tolerance
    }

    /// A subpath as a closed polygon cut to the window (Sutherland–Hodgman): inside the window every point keeps
    /// its winding number, so fills and clips come out the same; edges added along the window's sides cancel.
    func cutForFill(_ line: Polyline) -> [CGPoint] {
        var polygon = line.points
        // Each side: the coordinate it bounds (x or y), where, and whether inside is above it.
        let sides: [(vertical: Bool, at: CGFloat, keepsAbove: Bool)] = [
            (true, window.minX, true), (true, window.maxX, false), (false, window.minY, true), (false, window.maxY, false),
        ]
        for side in sides {
            guard !polygon.isEmpty else { break }
            func inside(_ p: CGPoint) -> Bool {
                let v = side.vertical ? p.x : p.y
                return side.keepsAbove ? v >= side.at : v <= side.at
            }
            var out: [CGPoint] = []
            out.reserveCapacity(polygon.count + 4)
            var previous = polygon[polygon.count - 1]
            var previousIn = inside(previous)
            for p in polygon {
                let pIn = inside(p)
                if pIn != previousIn { out.append(Self.crossing(previous, p, vertical: side.vertical, at: side.at)) }
                if pIn { out.append(p) }
                previous = p
                previousIn = pIn
            }
            polygon = out
        }
        return polygon
    }

    /// Where the segment from `p` to `q` crosses the line x = `at` (`vertical`) or y = `at`: on the line exactly,
    /// the other coordinate measured from the nearer end. (From the far end of a segment 1e300 long, the
    /// subtraction would lose the whole canvas.)
    static func crossing(_ p: CGPoint, _ q: CGPoint, vertical: Bool, at: CGFloat) -> CGPoint {
        let (pa, qa) = vertical ? (p.x, q.x) : (p.y, q.y)
        let (pb, qb) = vertical ? (p.y, q.y) : (p.x, q.x)
        let (near, far, nearB, farB) = abs(at - pa) <= abs(qa - at) ? (pa, qa, pb, qb) : (qa, pa, qb, pb)
        let t = (at - near) / (far - near)
        let b = t.isFinite ? nearB + (farB - nearB) * t : nearB
        return vertical ? CGPoint(x: at, y: b) : CGPoint(x: b, y: at)
    }

    /// A subpath cut to the window for stroking: the runs of it inside, each open. The window reaches past what
    /// shows by more than the pen, so the cut ends' caps never show.
    func cutForStroke(_ line: Polyline) -> [Polyline] {
        var points = line.points
        if line.isClosed {
            if points.allSatisfy({ window.contains($0) }) { return [line] }
            // Begin at a point outside, so that no run starts or ends where a join should show.
            if let outside = points.firstIndex(where: { !window.contains($0) }) {
                points = Array(points[outside...]) + Array(points[..<outside]) + [points[outside]]
            }
        }
        var runs: [Polyline] = []
        var run: [CGPoint] = []
        for i in 1..<max(points.count, 1) {
            guard let (p, q) = clipSegment(points[i - 1], points[i]) else {
                if run.count > 1 { runs.append(Polyline(points: run, isClosed: false)) }
                run = []
                continue
            }
            if run.isEmpty || run[run.count - 1] != p {
                if run.count > 1 { runs.append(Polyline(points: run, isClosed: false)) }
                run = [p]
            }
            run.append(q)
        }
        if run.count > 1 { runs.append(Polyline(points: run, isClosed: false)) }
        return runs
    }

    /// The part of a segment inside the window, or nil: cut at each side it crosses, each cut on the side exactly.
    private func clipSegment(_ p: CGPoint, _ q: CGPoint) -> (CGPoint, CGPoint)? {
        var a = p, b = q
        let sides: [(vertical: Bool, at: CGFloat, keepsAbove: Bool)] = [
            (true, window.minX, true), (true, window.maxX, false), (false, window.minY, true), (false, window.maxY, false),
        ]
        for side in sides {
            func inside(_ point: CGPoint) -> Bool {
                let v = side.vertical ? point.x : point.y
                return side.keepsAbove ? v >= side.at : v <= side.at
            }
            switch (inside(a), inside(b)) {
            case (true, true): continue
            case (false, false): return nil
            case (true, false): b = Self.crossing(a, b, vertical: side.vertical, at: side.at)
            case (false, true): a = Self.crossing(a, b, vertical: side.vertical, at: side.at)
            }
        }
        return (a, b)
    }
}
