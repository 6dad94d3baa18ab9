import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Offscreen images: effects that work on pixels render their content into one, then paint it back.

extension CairoRenderer {
    /// An image surface covering a device-space rectangle at `k` pixels per device unit.
    final class Offscreen {
        let surface: OpaquePointer
        /// The covered device rectangle (aligned to whole pixels).
        let rect: CGRect
        let k: Double
        let width: Int, height: Int

        init?(region: CGRect, format: cairo_format_t, k: Double) {
            guard !region.isNull, !region.isEmpty, region.minX.isFinite, region.minY.isFinite,
                  region.width.isFinite, region.height.isFinite else { return nil }
            let px0 = floor(Double(region.minX) * k), py0 = floor(Double(region.minY) * k)
            let px1 = ceil(Double(region.maxX) * k), py1 = ceil(Double(region.maxY) * k)
            let w = Int(px1 - px0), h = Int(py1 - py0)
            guard w > 0, h > 0, w <= 16384, h <= 16384, w * h <= 40_000_000 else {
                Diagnostics.warn("an effect needs an offscreen image of \(w) x \(h) pixels, too large; it is skipped",
                                 key: "offscreen-too-large")
                return nil
            }
            guard let s = cairo_image_surface_create(format, Int32(w), Int32(h)),
                  cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
            surface = s
            rect = CGRect(x: px0 / k, y: py0 / k, width: Double(w) / k, height: Double(h) / k)
            self.k = k
            width = w; height = h
        }

        deinit { cairo_surface_destroy(surface) }
    }

    /// Renders the items, as the current context would place them, into an offscreen image.
    func renderOffscreen(_ items: [DisplayItem], region: CGRect, format: cairo_format_t, k: Double) -> Offscreen? {
        guard let off = Offscreen(region: region, format: format, k: k) else { return nil }
        let ocr = cairo_create(off.surface)!
        var m = ctm
        cairo_scale(ocr, k, k)
        cairo_translate(ocr, -Double(off.rect.minX), -Double(off.rect.minY))
        cairo_transform(ocr, &m)
        cairo_set_antialias(ocr, cairo_get_antialias(cr))
        CairoRenderer(offscreen: ocr).paint(items)
        cairo_destroy(ocr)
        cairo_surface_flush(off.surface)
        return off
    }

    /// Paints an offscreen image back where it came from (through the current clip and operator).
    func paintOffscreen(_ off: Offscreen) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, Double(off.rect.minX), Double(off.rect.minY))
        cairo_scale(cr, 1 / off.k, 1 / off.k)
        cairo_set_source_surface(cr, off.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), off.k == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(off.width), Double(off.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
