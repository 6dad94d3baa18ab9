import Foundation
import CCairo
import CPangoCairo
@_spi(Backend) import AtelierCore

// Text items: Pango's lines shown at their baselines, or filled as outlines when the device size
// is more than FreeType can render.

extension CairoRenderer {
    /// Above this many device pixels per em, glyphs are filled as outlines built at a normal size:
    /// FreeType refuses sizes of 65,536 pixels and more, and Cairo then leaves the font face in an
    /// error state for every later use of that font, in every context.
    static let largestGlyphEm: Double = 1024
    /// Below this many device pixels per em in its thinnest direction, text is not drawn.
    static let smallestGlyphEm: Double = 0.05
    /// Beyond this many device pixels per em a glyph cannot be placed in Cairo's fixed-point space.
    static let largestOutlineEm: Double = 4_000_000

    /// How many drawings have failed in this process, in any context.
    nonisolated(unsafe) static var failures = 0

    /// The largest and smallest stretch of the current matrix (its singular values).
    func matrixStretch() -> (largest: Double, smallest: Double) {
        let m = ctm
        let sum = m.xx * m.xx + m.xy * m.xy + m.yx * m.yx + m.yy * m.yy
        let det = abs(m.xx * m.yy - m.xy * m.yx)
        let root = sqrt(max(0, sum * sum - 4 * det * det))
        let largest = sqrt((sum + root) / 2)
        return (largest, largest > 0 ? det / largest : 0)
    }

    func drawText(_ layout: TextLayout, origin: CGPoint, paint: ResolvedPaint) {
        guard let (placed, box) = Self.placedText(layout, origin) else { return }
        var handle = placed.current
        // A font fails only in a drawing that fails, so fonts are checked again only after one did.
        if handle.failuresChecked != Self.failures {
            handle.failuresChecked = Self.failures
            if handle.hasFailedFont {
                // Fonts that failed elsewhere (another context, another host): draw with fresh ones.
                handle.engine?.replaceFonts()
                handle = handle.current
            }
        }
        let stretch = matrixStretch()
        let em = handle.largestFontSize * stretch.largest
        guard em.isFinite, em <= Self.largestOutlineEm else {
            return Diagnostics.warn("a Text would be drawn \(em) pixels per em, more than Cairo can place; it is not drawn",
                                    key: "text-too-large")
        }
        // Squashed thinner than this, glyphs show nothing, and Cairo fails on some (out of memory, invalid matrix).
        guard handle.smallestFontSize * stretch.smallest >= Self.smallestGlyphEm else { return }
        cairo_save(cr)
        // Runs without a colour of their own draw in the current source, whatever pattern it is.
        setSource(paint, extents: box)
        if em > Self.largestGlyphEm {
            fillOutlines(of: handle, origin: origin)
        } else {
            for line in handle.lines {
                cairo_move_to(cr, Double(origin.x + line.x), Double(origin.y + line.baseline))
                pango_cairo_show_layout_line(cr, line.line)
            }
        }
        cairo_new_path(cr)
        cairo_restore(cr)
        if cairo_status(cr) != CAIRO_STATUS_SUCCESS {
            Self.failures += 1
            if handle.hasFailedFont { handle.engine?.replaceFonts() }
        }
    }

    /// Fills the lines' glyph outlines, taken at a device size FreeType handles and placed through the
    /// current matrix (per-run colours give way to the item's paint).
    func fillOutlines(of handle: PangoTextHandle, origin: CGPoint) {
        var user = ctm
        let visible = clipDeviceExtents()
        let normal = 256 / max(handle.largestFontSize, 0.01)
        cairo_new_path(cr)
        for line in handle.lines {
            var ink = PangoRectangle()
            pango_layout_line_get_extents(line.line, &ink, nil)
            let s = Double(PANGO_SCALE)
            let inkRect = CGRect(x: Double(origin.x + line.x) + Double(ink.x) / s, y: Double(origin.y + line.baseline) + Double(ink.y) / s,
                                 width: Double(ink.width) / s, height: Double(ink.height) / s)
            if !visible.isNull, !userToDevice(inkRect).intersects(visible) { continue }
            cairo_identity_matrix(cr)
            cairo_scale(cr, normal, normal)
            cairo_new_path(cr)
            cairo_move_to(cr, 0, 0)
            pango_cairo_layout_line_path(cr, line.line)
            guard let path = cairo_copy_path(cr) else { continue }
            cairo_new_path(cr)
            cairo_set_matrix(cr, &user)
            cairo_translate(cr, Double(origin.x + line.x), Double(origin.y + line.baseline))
            if path.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cr, path) }
            cairo_path_destroy(path)
            cairo_fill(cr)
            cairo_set_matrix(cr, &user)
        }
    }
}
