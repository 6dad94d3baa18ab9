import Foundation
import CCairo
import CPangoCairo

/// The benchmark's own Cairo and Pango drawing, the reference Atelier's figures are compared with: an ARGB32
/// image surface, a Pango context set up as Atelier's text engine sets up its own (72 dpi, metric hinting off,
/// no hint style, grey antialiasing, unrounded glyph positions), and the font description Atelier gives the
/// system font at a size (the family list "Inter, Noto Sans CJK SC", an absolute size, regular weight).
final class ReferenceCanvas {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let font: OpaquePointer
    let width: Int
    let height: Int

    /// A canvas of `width` x `height` points at scale 1, text in the system font at `fontSize` points.
    init(width: Int, height: Int, fontSize: Double) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cr = cairo_create(surface)!
        fontMap = pango_cairo_font_map_new()!
        context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        font = pango_font_description_new()!
        pango_font_description_set_family(font, "Inter, Noto Sans CJK SC")
        pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(font, PANGO_STYLE_NORMAL)
        pango_cairo_update_context(cr, context)
    }

    deinit {
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Paints the whole surface white.
    func clear() {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
    }

    /// A new layout of `text` in the canvas's font (shaped anew: nothing is cached), wrapped at `width`
    /// points when given. The caller releases it with `g_object_unref`.
    func layout(_ text: String, width: Double? = nil) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, font)
        if let width {
            pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        return layout
    }

    /// The logical size of a layout in points.
    func size(of layout: OpaquePointer) -> (width: Double, height: Double) {
        var w: Int32 = 0
        var h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        return (Double(w) / Double(PANGO_SCALE), Double(h) / Double(PANGO_SCALE))
    }

    /// Fills a rectangle with circular corners of `radius`, in a colour of 0-255 components.
    func fillRoundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double,
                              red: Double, green: Double, blue: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
        cairo_arc(cr, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
        cairo_set_source_rgb(cr, red / 255, green / 255, blue / 255)
        cairo_fill(cr)
    }

    /// Draws a layout with its top-left corner at (x, y), in a colour of 0-1 components.
    func show(_ layout: OpaquePointer, x: Double, y: Double, red: Double, green: Double, blue: Double) {
        cairo_set_source_rgb(cr, red, green, blue)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }

    /// Hands the drawing to the surface, as Atelier's raster surface does after each frame.
    func flush() {
        cairo_surface_flush(surface)
    }
}
