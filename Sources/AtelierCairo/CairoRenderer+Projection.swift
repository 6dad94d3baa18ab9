import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Projection: perspective drawn through pixman's projective resampling, affine through Cairo.

extension CairoRenderer {
    /// The projection as it acts on device space: the current matrix undone, the projection, the
    /// matrix again (row vectors, so C⁻¹ · P · C); nil where either cannot be inverted.
    func deviceProjection(_ p: ProjectionTransform) -> ProjectionTransform? {
        let c = ctm
        let C = ProjectionTransform(CGAffineTransform(a: c.xx, b: c.yx, c: c.xy, d: c.yy, tx: c.x0, ty: c.y0))
        guard let Cinv = C.drawableInverse else { return nil }
        return Cinv.concatenating(p).concatenating(C)
    }

    /// The bounding box of the rectangle's corners through `h`; nil when one of them lies at or
    /// behind the viewer, where the image has no finite bounds.
    static func projectedCorners(_ r: CGRect, _ h: ProjectionTransform) -> CGRect? {
        var out = CGRect.null
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            let (X, Y, W) = h.homogeneousImage(of: CGPoint(x: x, y: y))
            if W <= 1e-9 { return nil }
            out = out.union(CGRect(x: X / W, y: Y / W, width: 0, height: 0))
        }
        return out
    }

    func drawProjected(_ content: [DisplayItem], _ p: ProjectionTransform) {
        guard p.isFinite else { return }
        if p.m13 == 0, p.m23 == 0, p.m33 != 0 {
            // Affine: [x y 1]·M maps to x' = m11 x + m21 y + m31, y' = m12 x + m22 y + m32.
            let s = 1 / p.m33
            var m = cairo_matrix_t(xx: p.m11 * s, yx: p.m12 * s, xy: p.m21 * s, yy: p.m22 * s, x0: p.m31 * s, y0: p.m32 * s)
            guard Self.invertible(m) else { return }
            cairo_save(cr)
            cairo_transform(cr, &m)
            paint(content)
            cairo_restore(cr)
            return
        }
        guard let H = deviceProjection(p), let Hinv = H.drawableInverse else { return }

        let clip = clipDeviceExtents()
        guard !clip.isNull, !clip.isEmpty else { return }
        let content0 = deviceBounds(content)
        let limit = clip.insetBy(dx: -2 * max(clip.width, 256), dy: -2 * max(clip.height, 256))
        let source = content0.intersection(limit)
        guard !source.isNull, !source.isEmpty else { return }
        let destination = (Self.projectedCorners(source, H) ?? clip).insetBy(dx: -1, dy: -1).intersection(clip)
        guard !destination.isNull, !destination.isEmpty else { return }

        let k = oversample
        guard let src = renderOffscreen(content, region: source, format: CAIRO_FORMAT_ARGB32, k: k),
              let dst = Offscreen(region: destination, format: CAIRO_FORMAT_ARGB32, k: k) else { return }
        // destination pixel -> device -> source device -> source pixel
        let Ad = ProjectionTransform(CGAffineTransform(a: 1 / k, b: 0, c: 0, d: 1 / k, tx: dst.rect.minX, ty: dst.rect.minY))
        let As = ProjectionTransform(CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: -k * src.rect.minX, ty: -k * src.rect.minY))
        let T = Ad.concatenating(Hinv).concatenating(As)
        // pixman's matrix acts on column vectors: the transpose of Apple's, read row by row.
        var cells = T.columnMajorEntries
        // Homogeneous: scale freely so that the 16.16 fixed-point entries keep their precision,
        // while pixman's transformed points (also 16.16) stay below 32768 over the whole image.
        var largest = cells.map(abs).max() ?? 0
        for (x, y) in [(0.0, 0.0), (Double(dst.width), 0), (0, Double(dst.height)), (Double(dst.width), Double(dst.height))] {
            let (a, b, c) = T.homogeneousImage(of: CGPoint(x: x, y: y))
            largest = max(largest, abs(a), abs(b), abs(c))
        }
        guard largest > 0, largest.isFinite else { return }
        cells = cells.map { $0 * 16000 / largest }
        var transform = pixman_transform()
        withUnsafeMutableBytes(of: &transform.matrix) { raw in
            let fixed = raw.bindMemory(to: pixman_fixed_t.self)
            for i in 0..<9 { fixed[i] = pixman_fixed_t(clamping: Int((cells[i] * 65536).rounded())) }
        }
        cairo_surface_flush(src.surface)
        cairo_surface_flush(dst.surface)
        guard let sdata = cairo_image_surface_get_data(src.surface), let ddata = cairo_image_surface_get_data(dst.surface) else { return }
        let sImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(src.width), Int32(src.height),
                                              UnsafeMutableRawPointer(sdata).assumingMemoryBound(to: UInt32.self),
                                              cairo_image_surface_get_stride(src.surface))
        let dImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(dst.width), Int32(dst.height),
                                              UnsafeMutableRawPointer(ddata).assumingMemoryBound(to: UInt32.self),
                                              cairo_image_surface_get_stride(dst.surface))
        guard let sImage, let dImage else {
            if let sImage { pixman_image_unref(sImage) }
            if let dImage { pixman_image_unref(dImage) }
            return
        }
        pixman_image_set_transform(sImage, &transform)
        pixman_image_set_filter(sImage, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(sImage, PIXMAN_REPEAT_NONE)
        pixman_image_composite32(PIXMAN_OP_SRC, sImage, nil, dImage, 0, 0, 0, 0, 0, 0, Int32(dst.width), Int32(dst.height))
        pixman_image_unref(sImage)
        pixman_image_unref(dImage)
        cairo_surface_mark_dirty(dst.surface)
        paintOffscreen(dst)
    }
}

extension ProjectionTransform {
    /// Whether every entry is finite: anything else is drawn as nothing.
    var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy { $0.isFinite }
    }

    /// The entries column by column: the row-major layout of the column-vector matrix that cairo
    /// and pixman use.
    var columnMajorEntries: [Double] { [m11, m21, m31, m12, m22, m32, m13, m23, m33].map(Double.init) }

    /// The inverse, or nil when the determinant is within 1e-12 of zero: such a projection
    /// crushes the content to (almost) nothing, and its inverse would blow up offscreen sizes.
    var drawableInverse: ProjectionTransform? {
        var inverse = self
        guard abs(determinant) > 1e-12, inverse.invert() else { return nil }
        return inverse
    }
}
