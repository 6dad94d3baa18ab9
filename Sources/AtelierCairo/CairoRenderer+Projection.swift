import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Projection: perspective drawn through pixman's projective resampling, affine through Cairo.
// The 3x3 math is the core's ProjectionTransform (Apple's row vectors); cairo and pixman read
// matrices as column vectors, the transpose.

extension CairoRenderer {
    /// A projective transform: affine ones are Cairo matrices; perspective renders the content
    /// offscreen and resamples it through the inverse projection.
    struct Projection: CairoEffect {
        var transform: ProjectionTransform

        /// The projection as it acts on device space: the current matrix undone, the projection,
        /// the matrix again (row vectors, so C⁻¹ · P · C); nil where either cannot be inverted.
        func deviceProjection(in r: CairoRenderer) -> ProjectionTransform? {
            let c = r.ctm
            let C = ProjectionTransform(CGAffineTransform(a: c.xx, b: c.yx, c: c.xy, d: c.yy, tx: c.x0, ty: c.y0))
            guard let Cinv = C.drawableInverse else { return nil }
            return Cinv.concatenating(transform).concatenating(C)
        }

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect {
            let inner = r.deviceBounds(content)
            guard !inner.isNull, transform.isFinite, let H = deviceProjection(in: r) else { return .null }
            return inner.boundsOfImage(under: H)?.insetBy(dx: -1, dy: -1) ?? CairoRenderer.unbounded
        }

        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            let p = transform
            guard p.isFinite else { return }
            if p.m13 == 0, p.m23 == 0, p.m33 != 0 {
                // Affine: [x y 1]·M maps to x' = m11 x + m21 y + m31, y' = m12 x + m22 y + m32.
                let s = 1 / p.m33
                Transform(matrix: cairo_matrix_t(xx: p.m11 * s, yx: p.m12 * s, xy: p.m21 * s, yy: p.m22 * s,
                                                 x0: p.m31 * s, y0: p.m32 * s)).paint(content, in: r)
                return
            }
            guard let H = deviceProjection(in: r), let Hinv = H.drawableInverse else { return }

            let clip = r.clipDeviceExtents()
            guard !clip.isNull, !clip.isEmpty else { return }
            let limit = clip.insetBy(dx: -2 * max(clip.width, 256), dy: -2 * max(clip.height, 256))
            let source = r.deviceBounds(content).intersection(limit)
            guard !source.isNull, !source.isEmpty else { return }
            let destination = (source.boundsOfImage(under: H) ?? clip).insetBy(dx: -1, dy: -1).intersection(clip)
            guard !destination.isNull, !destination.isEmpty else { return }

            let k = r.oversample
            guard let src = r.renderOffscreen(content, region: source, format: CAIRO_FORMAT_ARGB32, k: k),
                  let dst = Offscreen(region: destination, format: CAIRO_FORMAT_ARGB32, k: k),
                  Self.resample(src, into: dst, deviceInverse: Hinv) else { return }
            r.paintOffscreen(dst)
        }

        /// Fills `dst` with `src` seen through the projection whose device-space inverse is given
        /// (bilinear, through pixman); false if pixman could not take the images.
        static func resample(_ src: Offscreen, into dst: Offscreen, deviceInverse Hinv: ProjectionTransform) -> Bool {
            // destination pixel -> device -> source device -> source pixel
            let k = dst.k
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
            guard largest > 0, largest.isFinite else { return false }
            cells = cells.map { $0 * 16000 / largest }
            var transform = pixman_transform()
            withUnsafeMutableBytes(of: &transform.matrix) { raw in
                let fixed = raw.bindMemory(to: pixman_fixed_t.self)
                for i in 0..<9 { fixed[i] = pixman_fixed_t(clamping: Int((cells[i] * 65536).rounded())) }
            }
            cairo_surface_flush(src.surface)
            cairo_surface_flush(dst.surface)
            guard let sImage = src.pixmanImage() else { return false }
            defer { pixman_image_unref(sImage) }
            guard let dImage = dst.pixmanImage() else { return false }
            defer { pixman_image_unref(dImage) }
            pixman_image_set_transform(sImage, &transform)
            pixman_image_set_filter(sImage, PIXMAN_FILTER_BILINEAR, nil, 0)
            pixman_image_set_repeat(sImage, PIXMAN_REPEAT_NONE)
            pixman_image_composite32(PIXMAN_OP_SRC, sImage, nil, dImage, 0, 0, 0, 0, 0, 0, Int32(dst.width), Int32(dst.height))
            cairo_surface_mark_dirty(dst.surface)
            return true
        }
    }
}

extension CairoRenderer.Offscreen {
    /// A pixman image sharing the (ARGB32) pixels; nil if there are none. The caller unrefs it.
    func pixmanImage() -> OpaquePointer? {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                        cairo_image_surface_get_stride(surface))
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
