import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Paths and stroke styles: display-list paths into Cairo paths, stroke styles into Cairo state.

extension CairoRenderer {
    static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite && abs(p.x) < 1e9 && abs(p.y) < 1e9 }

    /// Replaces the current path with `path`; false if it is empty or has non-finite points.
    @discardableResult
    func appendPath(_ path: Path) -> Bool {
        cairo_new_path(cr)
        var ok = true, any = false
        var current = CGPoint.zero, start = CGPoint.zero
        path.forEach { element in
            guard ok else { return }
            switch element {
            case .move(let p):
                guard Self.finite(p) else { ok = false; return }
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p; start = p
            case .line(let p):
                guard Self.finite(p) else { ok = false; return }
                if cairo_has_current_point(cr) == 0 { start = p }
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p; any = true
            case .quadCurve(let p, let c):
                guard Self.finite(p), Self.finite(c) else { ok = false; return }
                if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, Double(c.x), Double(c.y)); current = c; start = c }
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p; any = true
            case .curve(let p, let c1, let c2):
                guard Self.finite(p), Self.finite(c1), Self.finite(c2) else { ok = false; return }
                if cairo_has_current_point(cr) == 0 { start = c1 }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p; any = true
            case .closeSubpath:
                cairo_close_path(cr); current = start
            }
        }
        if !ok { cairo_new_path(cr) }
        return ok && any
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
