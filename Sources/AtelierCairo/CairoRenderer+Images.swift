import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Image items: raster and SVG images, scaled into their rectangle, optionally tinted.

extension CairoRenderer {
    static func filter(_ interpolation: ImageInterpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_GOOD
        }
    }

    func drawImage(_ image: LoadedImage, rect: CGRect, interpolation: ImageInterpolation, tint: ResolvedPaint?) {
        let rect = rect.standardized
        guard let ci = image.handle as? CairoImage, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
              rect.height.isFinite, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var pixels = ci.surface
        if ci.isVector {
            let size = image.size
            // Within a point of its size: its own size rounded to the pixel grid, as a fixed-size image is laid out.
            let resized = abs(rect.width - size.width) >= 1 || abs(rect.height - size.height) >= 1
            if image.preservesVectorRepresentation || !resized {
                if let tint {
                    cairo_push_group(cr)
                    ci.renderVector(into: cr, rect: rect)
                    let group = cairo_pop_group(cr)!
                    setSource(tint, extents: rect)
                    cairo_mask(cr, group)
                    cairo_pattern_destroy(group)
                } else {
                    ci.renderVector(into: cr, rect: rect)
                }
                return
            }
            // Drawn at another size without its vectors: the pixels of its own size at this target's density.
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            let density = (abs(m.xx * m.yy - m.xy * m.yx)).squareRoot() * oversample
            pixels = ci.raster(density: (density * 4).rounded(.up) / 4)
        }
        guard let surface = pixels else { return }
        let pw = Double(cairo_image_surface_get_width(surface)), ph = Double(cairo_image_surface_get_height(surface))
        guard pw > 0, ph > 0 else { return }
        if let tint { setSource(tint, extents: rect) }
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / pw, Double(rect.height) / ph)
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_pattern_set_filter(pattern, Self.filter(interpolation))
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, pw, ph)
        if tint != nil {
            cairo_clip(cr)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
        }
        cairo_pattern_destroy(pattern)
    }
}
