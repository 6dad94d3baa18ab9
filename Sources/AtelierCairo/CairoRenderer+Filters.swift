import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Shadow, blur and colour matrix: effects computed on the pixels of an offscreen copy.

extension CairoRenderer {
    func drawShadow(_ content: [DisplayItem], color: RGBAColor, radius: CGFloat, offset: CGSize) {
        guard color.alpha > 0 else { return }
        let contentBounds = deviceBounds(content)
        guard !contentBounds.isNull, !contentBounds.isEmpty else { return }
        let d = deviceScale()
        let sigmaDev = GaussianBlur.sigma(forRadius: radius) * d
        var ox = Double(offset.width).isFinite ? Double(offset.width) : 0
        var oy = Double(offset.height).isFinite ? Double(offset.height) : 0
        cairo_user_to_device_distance(cr, &ox, &oy)
        let reach = ceil(3 * sigmaDev) + 1
        let visible = contentBounds.offsetBy(dx: ox, dy: oy).insetBy(dx: -reach, dy: -reach).intersection(clipDeviceExtents())
        guard !visible.isNull, !visible.isEmpty else { return }
        // The content that casts into the visible area, with room for the blur around it.
        let source = visible.offsetBy(dx: -ox, dy: -oy).insetBy(dx: -reach, dy: -reach).intersection(contentBounds)
        guard !source.isNull, !source.isEmpty else { return }
        let region = source.insetBy(dx: -reach, dy: -reach)
        let k = oversample
        guard let off = renderOffscreen(content, region: region, format: CAIRO_FORMAT_A8, k: k) else { return }
        let sigmaPx = sigmaDev * k
        if sigmaPx > 0.05, let data = cairo_image_surface_get_data(off.surface) {
            let stride = Int(cairo_image_surface_get_stride(off.surface))
            var buffer = [Float](repeating: 0, count: off.width * off.height)
            for y in 0..<off.height {
                for x in 0..<off.width { buffer[y * off.width + x] = Float(data[y * stride + x]) }
            }
            buffer.withUnsafeMutableBufferPointer {
                GaussianBlur.blur($0.baseAddress!, width: off.width, height: off.height, channels: 1, sigma: sigmaPx, clampEdges: false)
            }
            for y in 0..<off.height {
                for x in 0..<off.width {
                    data[y * stride + x] = UInt8(max(0, min(255, buffer[y * off.width + x].rounded())))
                }
            }
            cairo_surface_mark_dirty(off.surface)
        }
        cairo_save(cr)
        cairo_set_source_rgba(cr, Self.clamped(color.red), Self.clamped(color.green), Self.clamped(color.blue), Self.clamped(color.alpha))
        cairo_identity_matrix(cr)
        cairo_translate(cr, off.rect.minX + ox, off.rect.minY + oy)
        cairo_scale(cr, 1 / k, 1 / k)
        cairo_mask_surface(cr, off.surface, 0, 0)
        cairo_restore(cr)
    }

    func drawBlurred(_ content: [DisplayItem], radius: CGFloat, opaque: Bool) {
        let sigmaDev = GaussianBlur.sigma(forRadius: radius) * deviceScale()
        guard sigmaDev > 0.05 else { paint(content); return }
        let contentBounds = deviceBounds(content)
        guard !contentBounds.isNull, !contentBounds.isEmpty else { return }
        let reach = ceil(3 * sigmaDev) + 1
        let clip = clipDeviceExtents()
        let region: CGRect
        if opaque {
            // The content's own bounds, without the pixel of slack: edge pixels extend outwards.
            region = contentBounds.insetBy(dx: 1, dy: 1).intersection(clip.insetBy(dx: -reach, dy: -reach))
        } else {
            region = contentBounds.insetBy(dx: -reach, dy: -reach).intersection(clip.insetBy(dx: -reach, dy: -reach))
        }
        guard !region.isNull, !region.isEmpty else { return }
        let k = oversample
        guard let off = renderOffscreen(content, region: region, format: CAIRO_FORMAT_ARGB32, k: k),
              let data = cairo_image_surface_get_data(off.surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(off.surface))
        let w = off.width, h = off.height
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
            GaussianBlur.blur($0.baseAddress!, width: w, height: h, channels: 4, sigma: sigmaDev * k, clampEdges: opaque)
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
        cairo_surface_mark_dirty(off.surface)
        paintOffscreen(off)
    }

    func drawColorMatrix(_ content: [DisplayItem], _ matrix: [Float]) {
        guard matrix.count >= 20, matrix.allSatisfy({ $0.isFinite }) else { paint(content); return }
        let region = deviceBounds(content).intersection(clipDeviceExtents())
        guard !region.isNull, !region.isEmpty else { return }
        let k = oversample
        guard let off = renderOffscreen(content, region: region, format: CAIRO_FORMAT_ARGB32, k: k),
              let data = cairo_image_surface_get_data(off.surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(off.surface))
        let m = matrix
        for y in 0..<off.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<off.width {
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
        cairo_surface_mark_dirty(off.surface)
        paintOffscreen(off)
    }
}
