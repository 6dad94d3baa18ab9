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
        if ci.svg != nil {
            if let tint {
                cairo_push_group(cr)
                ci.renderSVG(into: cr, rect: rect)
                let group = cairo_pop_group(cr)!
                setSource(tint, extents: rect)
                cairo_mask(cr, group)
                cairo_pattern_destroy(group)
            } else {
                ci.renderSVG(into: cr, rect: rect)
            }
            return
        }
        guard let surface = ci.surface else { return }
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
