import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Device space: the current matrix and clip, and rectangles between user and device space.

extension CairoRenderer {
    var ctm: cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m
    }

    static func invertible(_ m: cairo_matrix_t) -> Bool {
        let det = m.xx * m.yy - m.xy * m.yx
        return [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0].allSatisfy { $0.isFinite } && det.isFinite && abs(det) > 1e-12
    }

    /// Device units per user unit (the geometric mean of the current matrix's scales).
    func deviceScale() -> Double {
        let m = ctm
        let s = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        return s.isFinite && s > 0 ? s : 1
    }

    /// The bounding box, in device space, of a user-space rectangle.
    func userToDevice(_ r: CGRect) -> CGRect {
        guard !r.isNull, !r.isEmpty || r.width > 0 || r.height > 0 else { return .null }
        var out = CGRect.null
        for (x0, y0) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            var x = Double(x0), y = Double(y0)
            cairo_user_to_device(cr, &x, &y)
            out = out.union(CGRect(x: x, y: y, width: 0, height: 0))
        }
        return out
    }

    /// The current clip's extents in device space.
    func clipDeviceExtents() -> CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        guard x2 > x1, y2 > y1 else { return .null }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Intersects the clip with a device-space rectangle.
    func clipToDevice(_ r: CGRect) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        let a = r.integral
        cairo_rectangle(cr, Double(a.minX), Double(a.minY), Double(a.width), Double(a.height))
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
    }

    static let unbounded = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
}
