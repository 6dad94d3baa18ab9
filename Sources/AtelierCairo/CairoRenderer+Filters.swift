import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Shadow, blur and colour matrix: effects computed on the pixels of an offscreen copy. The blur
// itself is the core's GaussianBlur; here are the regions it needs and the pixel formats.

extension CairoRenderer {
    /// How far a Gaussian of `sigma` device pixels spreads: three sigma, and a pixel for rounding.
    static func blurReach(sigma: Double) -> Double { ceil(3 * sigma) + 1 }

    /// A drop shadow: a blurred, offset copy of the content's alpha in `color`, behind the content.
    struct Shadow: CairoEffect {
        var color: RGBAColor, radius: CGFloat, offset: CGSize

        /// The blur's sigma and reach, and the offset, all in device units.
        func deviceGeometry(in r: CairoRenderer) -> (sigma: Double, reach: Double, dx: Double, dy: Double) {
            let sigma = GaussianBlur.sigma(forRadius: radius) * r.deviceScale()
            var dx = Double(offset.width).isFinite ? Double(offset.width) : 0
            var dy = Double(offset.height).isFinite ? Double(offset.height) : 0
            cairo_user_to_device_distance(r.cr, &dx, &dy)
            return (sigma, CairoRenderer.blurReach(sigma: sigma), dx, dy)
        }

        /// Where the shadow of content covering `inner` (device space) can fall.
        static func cast(of inner: CGRect, _ g: (sigma: Double, reach: Double, dx: Double, dy: Double)) -> CGRect {
            inner.offsetBy(dx: g.dx, dy: g.dy).insetBy(dx: -g.reach, dy: -g.reach)
        }

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect {
            let inner = r.deviceBounds(content)
            guard !inner.isNull, color.alpha > 0 else { return inner }
            return inner.union(Self.cast(of: inner, deviceGeometry(in: r)))
        }

        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            paintShadow(of: content, in: r)
            r.paint(content)
        }

        func paintShadow(of content: [DisplayItem], in r: CairoRenderer) {
            guard color.alpha > 0 else { return }
            let contentBounds = r.deviceBounds(content)
            guard !contentBounds.isNull, !contentBounds.isEmpty else { return }
            let g = deviceGeometry(in: r)
            let visible = Self.cast(of: contentBounds, g).intersection(r.clipDeviceExtents())
            guard !visible.isNull, !visible.isEmpty else { return }
            // The content that casts into the visible area, with room for the blur around it.
            let source = visible.offsetBy(dx: -g.dx, dy: -g.dy).insetBy(dx: -g.reach, dy: -g.reach).intersection(contentBounds)
            guard !source.isNull, !source.isEmpty else { return }
            let region = source.insetBy(dx: -g.reach, dy: -g.reach)
            let k = r.oversample
            guard let off = r.renderOffscreen(content, region: region, format: CAIRO_FORMAT_A8, k: k) else { return }
            off.blurAlpha(sigma: g.sigma * k)
            let cr = r.cr
            cairo_save(cr)
            cairo_set_source_rgba(cr, CairoRenderer.clamped(color.red), CairoRenderer.clamped(color.green),
                                  CairoRenderer.clamped(color.blue), CairoRenderer.clamped(color.alpha))
            cairo_identity_matrix(cr)
            cairo_translate(cr, off.rect.minX + g.dx, off.rect.minY + g.dy)
            cairo_scale(cr, 1 / k, 1 / k)
            cairo_mask_surface(cr, off.surface, 0, 0)
            cairo_restore(cr)
        }
    }

    /// A Gaussian blur of the content; `opaque` keeps the edges (border pixels extend outwards).
    struct Blur: CairoEffect {
        var radius: CGFloat, opaque: Bool

        func deviceSigma(in r: CairoRenderer) -> Double { GaussianBlur.sigma(forRadius: radius) * r.deviceScale() }

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect {
            let inner = r.deviceBounds(content)
            guard !inner.isNull, !opaque else { return inner }
            let reach = CairoRenderer.blurReach(sigma: deviceSigma(in: r))
            return inner.insetBy(dx: -reach, dy: -reach)
        }

        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            let sigma = deviceSigma(in: r)
            guard sigma > 0.05 else { r.paint(content); return }
            let contentBounds = r.deviceBounds(content)
            guard !contentBounds.isNull, !contentBounds.isEmpty else { return }
            let reach = CairoRenderer.blurReach(sigma: sigma)
            // Opaque: the content's own bounds, without the pixel of slack (edge pixels extend outwards).
            let covered = opaque ? contentBounds.insetBy(dx: 1, dy: 1) : contentBounds.insetBy(dx: -reach, dy: -reach)
            let region = covered.intersection(r.clipDeviceExtents().insetBy(dx: -reach, dy: -reach))
            guard !region.isNull, !region.isEmpty else { return }
            let k = r.oversample
            guard let off = r.renderOffscreen(content, region: region, format: CAIRO_FORMAT_ARGB32, k: k),
                  off.blurPremultiplied(sigma: sigma * k, clampEdges: opaque) else { return }
            r.paintOffscreen(off)
        }
    }

    /// A 4x5 colour matrix (RGBA rows, row major) applied to the unpremultiplied pixels.
    struct ColorMatrix: CairoEffect {
        var matrix: [Float]

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect { r.deviceBounds(content) }

        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            guard matrix.count >= 20, matrix.allSatisfy({ $0.isFinite }) else { r.paint(content); return }
            let region = deviceBounds(of: content, in: r).intersection(r.clipDeviceExtents())
            guard !region.isNull, !region.isEmpty else { return }
            guard let off = r.renderOffscreen(content, region: region, format: CAIRO_FORMAT_ARGB32, k: r.oversample),
                  off.applyColorMatrix(matrix) else { return }
            r.paintOffscreen(off)
        }
    }
}

extension CairoRenderer.Offscreen {
    /// Blurs an A8 image in place (the outside counts as transparent).
    func blurAlpha(sigma: Double) {
        guard sigma > 0.05, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var buffer = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { buffer[y * width + x] = Float(data[y * stride + x]) }
        }
        buffer.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, channels: 1, sigma: sigma, clampEdges: false)
        }
        for y in 0..<height {
            for x in 0..<width {
                data[y * stride + x] = UInt8(max(0, min(255, buffer[y * width + x].rounded())))
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Blurs a premultiplied ARGB32 image in place, keeping every channel at or below alpha;
    /// false if it has no pixels.
    func blurPremultiplied(sigma: Double, clampEdges: Bool) -> Bool {
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let w = width, h = height
        var buffer = [Float](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let p = row[x], i = (y * w + x) * 4
                buffer[i] = Float(p >> 24); buffer[i + 1] = Float((p >> 16) & 0xFF)
                buffer[i + 2] = Float((p >> 8) & 0xFF); buffer[i + 3] = Float(p & 0xFF)
            }
        }
        buffer.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: w, height: h, channels: 4, sigma: sigma, clampEdges: clampEdges)
        }
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let i = (y * w + x) * 4
                let a = UInt32(max(0, min(255, buffer[i].rounded())))
                func c(_ v: Float) -> UInt32 { min(a, UInt32(max(0, min(255, v.rounded())))) }
                row[x] = (a << 24) | (c(buffer[i + 1]) << 16) | (c(buffer[i + 2]) << 8) | c(buffer[i + 3])
            }
        }
        cairo_surface_mark_dirty(surface)
        return true
    }

    /// Applies a 4x5 colour matrix to a premultiplied ARGB32 image in place; false if it has no pixels.
    func applyColorMatrix(_ m: [Float]) -> Bool {
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                let a = Float(p >> 24) / 255
                var r: Float = 0, g: Float = 0, b: Float = 0
                if a > 0 {
                    r = Float((p >> 16) & 0xFF) / 255 / a; g = Float((p >> 8) & 0xFF) / 255 / a; b = Float(p & 0xFF) / 255 / a
                }
                func row4(_ i: Int) -> Float { min(1, max(0, m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4])) }
                let nr = row4(0), ng = row4(5), nb = row4(10), na = row4(15)
                func byte(_ v: Float) -> UInt32 { UInt32((v * na * 255).rounded()) }
                row[x] = (UInt32((na * 255).rounded()) << 24) | (byte(nr) << 16) | (byte(ng) << 8) | byte(nb)
            }
        }
        cairo_surface_mark_dirty(surface)
        return true
    }
}
