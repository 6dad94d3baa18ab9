import Foundation

extension Path {
    /// Returns a stroked copy of the path using `style` to define how the stroked outline is created: a path
    /// that, filled, covers what stroking this path would (curves are followed within a tenth of a point).
    /// A width that is not a positive number gives an empty path; a NaN, infinite or negative one warns once.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let width = style.lineWidth
        guard width.isFinite, width > 0 else {
            if width != 0 {
                Diagnostics.warn("strokedPath(_:) was given the line width \(width); the stroked path is empty.",
                                 key: "stroked-path-width-\(width)")
            }
            return Path()
        }
        guard hasOnlyFinitePoints else { return Path() }
        var stroker = PathStroker(style: style)
        let pattern = Self.dashPattern(style)
        for polyline in flattened() {
            if let pattern {
                for piece in Self.dashes(of: polyline, pattern: pattern, phase: style.dashPhase) {
                    stroker.stroke(piece, isClosed: false)
                }
            } else {
                stroker.stroke(polyline.points, isClosed: polyline.isClosed)
            }
        }
        return stroker.path
    }

    /// The dash lengths to use, or nil for a solid stroke (no dashes, or a pattern with a negative, non-finite
    /// or all-zero length, which warns once).
    private static func dashPattern(_ style: StrokeStyle) -> [CGFloat]? {
        guard !style.dash.isEmpty else { return nil }
        let total = style.dash.reduce(0, +)
        guard style.dash.allSatisfy({ $0.isFinite && $0 >= 0 }), total > 0, style.dashPhase.isFinite else {
            Diagnostics.warn("strokedPath(_:) was given the dash pattern \(style.dash) with phase \(style.dashPhase); "
                + "the path is stroked solid.", key: "stroked-path-dash-\(style.dash)-\(style.dashPhase)")
            return nil
        }
        return style.dash
    }

    /// The painted pieces of a polyline under a dash pattern (even entries painted, odd ones skipped, the
    /// pattern repeating), starting `phase` points into the pattern.
    private static func dashes(of polyline: Polyline, pattern: [CGFloat], phase: CGFloat) -> [[CGPoint]] {
        var points = polyline.points
        if polyline.isClosed, let first = points.first { points.append(first) }
        guard points.count > 1 else { return [] }
        // Where the phase puts us in the pattern: an entry, and how much of it is left.
        let cycle = pattern.reduce(0, +) * (pattern.count % 2 == 0 ? 1 : 2)
        var offset = phase.truncatingRemainder(dividingBy: cycle)
        if offset < 0 { offset += cycle }
        var entry = 0
        while offset >= pattern[entry % pattern.count] {
            offset -= pattern[entry % pattern.count]
            entry += 1
        }
        var left = pattern[entry % pattern.count] - offset
        var painted = entry % 2 == 0
        var pieces: [[CGPoint]] = []
        var current: [CGPoint] = painted ? [points[0]] : []
        for i in 1..<points.count {
            var a = points[i - 1]
            let b = points[i]
            var remaining = hypot(b.x - a.x, b.y - a.y)
            while remaining > left {
                let t = left / remaining
                let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if painted {
                    current.append(cut)
                    pieces.append(current)
                    current = []
                } else {
                    current = [cut]
                }
                remaining -= left
                a = cut
                painted.toggle()
                entry += 1
                left = pattern[entry % pattern.count]
            }
            left -= remaining
            if painted { current.append(b) }
        }
        if painted, current.count > 1 { pieces.append(current) }
        return pieces
    }
}
