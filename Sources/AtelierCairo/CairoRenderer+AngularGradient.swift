import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Angular (conic) gradients, which Cairo 1.16 lacks: per device pixel on raster targets, a mesh
// of thin sectors on vector ones; the colour function is the core's ConicGradient.

extension CairoRenderer {
    /// A conic gradient around `center` covering `extents` (user space): computed per pixel on
    /// raster targets, a mesh of thin sectors on vector ones.
    func angularPattern(_ stops: [ResolvedGradientStop], center: CGPoint, start: Double, end: Double,
                        extents: CGRect) -> OpaquePointer? {
        let gradient = ConicGradient(stops, start: start, end: end)
        if oversample == 1, let p = angularRasterPattern(gradient, center: center, extents: extents) { return p }
        return Self.angularMeshPattern(gradient, center: center, extents: extents)
    }

    /// The gradient rendered into an image over the device pixels it can cover.
    func angularRasterPattern(_ gradient: ConicGradient, center: CGPoint, extents: CGRect) -> OpaquePointer? {
        guard !extents.isNull, extents.width.isFinite, extents.height.isFinite else { return nil }
        let area = userToDevice(extents).insetBy(dx: -1, dy: -1).intersection(clipDeviceExtents()).integral
        guard !area.isNull, !area.isEmpty, area.width * area.height <= 40_000_000 else { return nil }
        let w = Int(area.width), h = Int(area.height)
        let m = ctm
        var inverse = m
        guard Self.invertible(m), cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return nil }
        // A table of premultiplied colours over one turn.
        let n = 4096
        var table = [UInt32](repeating: 0, count: n)
        for i in 0..<n {
            let c = gradient.color(at: gradient.base + (Double(i) + 0.5) / Double(n) * ConicGradient.turn, fromBelow: false)
            let a = Self.clamped(c.alpha)
            func byte(_ v: Double) -> UInt32 { UInt32((Self.clamped(v) * a * 255).rounded()) }
            table[i] = (UInt32((a * 255).rounded()) << 24) | (byte(c.red) << 16) | (byte(c.green) << 8) | byte(c.blue)
        }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(image))
        let cx = Double(center.x), cy = Double(center.y)
        let scale = Float(Double(n) / ConicGradient.turn)
        let base = Float(gradient.base.truncatingRemainder(dividingBy: ConicGradient.turn))
        table.withUnsafeBufferPointer { lut in
            for y in 0..<h {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                // User-space position of the row's first pixel centre, and the step per pixel.
                let dx0 = Double(area.minX) + 0.5, dy0 = Double(area.minY) + Double(y) + 0.5
                var ux = inverse.xx * dx0 + inverse.xy * dy0 + inverse.x0 - cx
                var uy = inverse.yx * dx0 + inverse.yy * dy0 + inverse.y0 - cy
                for x in 0..<w {
                    var a = (ConicGradient.fastAtan2(Float(uy), Float(ux)) - base) * scale
                    a = a.truncatingRemainder(dividingBy: Float(n))
                    if a < 0 { a += Float(n) }
                    row[x] = lut[min(n - 1, Int(a))]
                    ux += inverse.xx; uy += inverse.yx
                }
            }
        }
        cairo_surface_mark_dirty(image)
        let pattern = cairo_pattern_create_for_surface(image)!
        cairo_surface_destroy(image)
        // user -> device -> image pixels
        var translate = cairo_matrix_t()
        cairo_matrix_init_translate(&translate, -Double(area.minX), -Double(area.minY))
        var userToImage = cairo_matrix_t()
        var mm = m
        cairo_matrix_multiply(&userToImage, &mm, &translate)
        cairo_pattern_set_matrix(pattern, &userToImage)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        return pattern
    }

    /// The gradient as a mesh of sectors of at most 2.8 degrees, split at every stop (exact at the
    /// stops, linear between them): stays a vector in PDF output.
    static func angularMeshPattern(_ gradient: ConicGradient, center: CGPoint, extents: CGRect) -> OpaquePointer? {
        // The radius that covers the area to fill.
        var radius = 1.0
        if !extents.isNull, !extents.isEmpty, extents.width.isFinite, extents.height.isFinite {
            for p in [CGPoint(x: extents.minX, y: extents.minY), CGPoint(x: extents.maxX, y: extents.minY),
                      CGPoint(x: extents.minX, y: extents.maxY), CGPoint(x: extents.maxX, y: extents.maxY)] {
                radius = max(radius, hypot(Double(p.x - center.x), Double(p.y - center.y)))
            }
        } else {
            radius = 1e5
        }
        radius = min(radius + 2, 1e6)
        let breaks = gradient.breakpoints
        let maxStep = Double.pi / 64
        var angles: [Double] = []
        for (a, b) in zip(breaks, breaks.dropFirst()) {
            let n = max(1, Int(((b - a) / maxStep).rounded(.up)))
            for i in 0..<n { angles.append(a + (b - a) * Double(i) / Double(n)) }
        }
        angles.append(gradient.base + ConicGradient.turn)

        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let cx = Double(center.x), cy = Double(center.y)
        for (a, b) in zip(angles, angles.dropFirst()) where b > a {
            let ca = gradient.color(at: a, fromBelow: false), cb = gradient.color(at: b, fromBelow: true)
            let k = 4.0 / 3.0 * tan((b - a) / 4) * radius
            let p1 = (cx + radius * cos(a), cy + radius * sin(a))
            let p2 = (cx + radius * cos(b), cy + radius * sin(b))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, p1.0, p1.1)
            cairo_mesh_pattern_curve_to(mesh, p1.0 - k * sin(a), p1.1 + k * cos(a),
                                        p2.0 + k * sin(b), p2.1 - k * cos(b), p2.0, p2.1)
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            for (corner, c) in [(0, ca), (1, ca), (2, cb), (3, cb)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), clamped(c.red), clamped(c.green),
                                                         clamped(c.blue), clamped(c.alpha))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
