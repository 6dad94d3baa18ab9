import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Paths and stroke styles: display-list paths into Cairo paths, stroke styles into Cairo state.

extension CairoRenderer {
    static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite && abs(p.x) < 1e9 && abs(p.y) < 1e9 }

    /// Replaces the current path with `path`; false if it is empty or has non-finite points. A path reaching
    /// past Cairo's fixed-point range in device space is cut to the clip first (`DevicePathCutter`); a path to be
    /// stroked (`forStroke`, its stroke style already set) keeps what its pen reaches.
    @discardableResult
    func appendPath(_ path: Path, forStroke: Bool = false) -> Bool {
        cairo_new_path(cr)
        lastPathWasCut = false
        guard let reach = deviceReach(of: path) else { return false }
        if reach > DevicePathCutter.safeLimit {
            lastPathWasCut = true
            return appendCut(path, forStroke: forStroke)
        }
        var any = false
        var current = CGPoint.zero, start = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p; start = p
            case .line(let p):
                if cairo_has_current_point(cr) == 0 { start = p }
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p; any = true
            case .quadCurve(let p, let c):
                if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, Double(c.x), Double(c.y)); current = c; start = c }
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p; any = true
            case .curve(let p, let c1, let c2):
                if cairo_has_current_point(cr) == 0 { start = c1 }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p; any = true
            case .closeSubpath:
                cairo_close_path(cr); current = start
            }
        }
        return any
    }

    /// How far from the device origin the path's points and control points reach (their largest coordinate),
    /// in device pixels, or in user units when larger; nil when one is not finite.
    private func deviceReach(of path: Path) -> Double? {
        // One pass over the elements into a value the closure owns (no local function: one capturing these
        // variables boxed them and checked each access, a fifth of the buttons grid's frame).
        var box = ControlPointBox()
        path.forEach { element in
            switch element {
            case .move(let p), .line(let p): box.include(p)
            case .quadCurve(let p, let c): box.include(p); box.include(c)
            case .curve(let p, let c1, let c2): box.include(p); box.include(c1); box.include(c2)
            case .closeSubpath: break
            }
        }
        guard box.isFinite else { return nil }
        guard box.minX <= box.maxX else { return 0 }
        let m = ctm
        var reach = max(abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY))
        for x in [box.minX, box.maxX] {
            for y in [box.minY, box.maxY] {
                reach = max(reach, abs(m.xx * x + m.xy * y + m.x0), abs(m.yx * x + m.yy * y + m.y0))
            }
        }
        return reach.isFinite ? reach : .infinity
    }

    /// Appends the part of `path` near the clip, flattened in device space; false when none of it can show.
    private func appendCut(_ path: Path, forStroke: Bool) -> Bool {
        let m = ctm
        var window = clipDeviceExtents()
        if window.isNull { return false }
        // A stroke's pen reaches past its path: the cut ends must lie beyond where the pen can show.
        var margin = 2.0
        if forStroke {
            let stretch = max(abs(m.xx) + abs(m.xy), abs(m.yx) + abs(m.yy))
            let join = cairo_get_line_join(cr) == CAIRO_LINE_JOIN_MITER ? max(cairo_get_miter_limit(cr), 1.5) : 1.5
            margin += cairo_get_line_width(cr) / 2 * stretch * join
        }
        let limit = DevicePathCutter.safeLimit
        window = window.insetBy(dx: -min(margin, limit), dy: -min(margin, limit))
            .intersection(CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit))
        guard !window.isNull, !window.isEmpty else { return false }
        let cutter = DevicePathCutter(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0, window: window)
        guard let lines = cutter.flatten(path) else { return false }
        // Cairo keeps a path in device space: appended under the identity, it is stroked with the real matrix's pen.
        var saved = m
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &saved) }
        var any = false
        for line in lines {
            let pieces = forStroke ? cutter.cutForStroke(line) : [DevicePathCutter.Polyline(points: cutter.cutForFill(line), isClosed: true)]
            for piece in pieces where piece.points.count > 1 {
                cairo_move_to(cr, Double(piece.points[0].x), Double(piece.points[0].y))
                for p in piece.points.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
                if piece.isClosed { cairo_close_path(cr) }
                any = true
            }
        }
        return any
    }

    func applyStrokeStyle(_ style: StrokeStyle) -> Bool {
        let width = Double(style.lineWidth)
        guard width.isFinite, width > 0 else { return false }
        cairo_set_line_width(cr, min(width, 1e6))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        let limit = Double(style.miterLimit)
        cairo_set_miter_limit(cr, limit.isFinite ? max(1, limit) : 10)
        let dashes = style.dash.map(Double.init)
        if !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.reduce(0, +) > 0 {
            let phase = Double(style.dashPhase).isFinite ? Double(style.dashPhase) : 0
            cairo_set_dash(cr, dashes, Int32(dashes.count), phase)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        return true
    }

    /// The path's extents in device space, with a pixel of slack; nil if it is empty or not finite.
    func pathDeviceBounds(_ path: Path) -> CGRect? {
        cairo_save(cr)
        defer { cairo_new_path(cr); cairo_restore(cr) }
        guard appendPath(path) else { return nil }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return userToDevice(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)).insetBy(dx: -1, dy: -1)
    }

    func fillExtents() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    func strokeExtents() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}

/// The bounds of a path's points and control points, gathered one point at a time.
private struct ControlPointBox {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var isFinite = true

    mutating func include(_ p: CGPoint) {
        let x = Double(p.x), y = Double(p.y)
        guard x.isFinite, y.isFinite else { isFinite = false; return }
        minX = min(minX, x); minY = min(minY, y)
        maxX = max(maxX, x); maxY = max(maxY, y)
    }
}
