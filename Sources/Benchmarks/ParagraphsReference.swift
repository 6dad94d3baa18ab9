import CPangoCairo

/// The paragraphs drawn with Pango directly: a layout wrapped at the width per paragraph, shaped and drawn
/// under the one before.
final class ParagraphsReference {
    let canvas = ReferenceCanvas(width: Int(Paragraphs.width), height: Paragraphs.height, fontSize: Paragraphs.fontSize)

    /// Draws the full frame; returns the height the paragraphs took.
    @discardableResult func drawFrame(_ texts: [String]) -> Double {
        canvas.clear()
        var y = 0.0
        for text in texts {
            let layout = canvas.layout(text, width: Paragraphs.width)
            canvas.show(layout, x: 0, y: y, red: 0, green: 0, blue: 0)
            y += canvas.size(of: layout).height
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        canvas.flush()
        return y
    }
}
