import CPangoCairo

/// The buttons grid drawn with Cairo and Pango calls directly: every rounded rectangle filled and every label
/// shaped anew and drawn centred, each frame.
final class ButtonsGridReference {
    let canvas = ReferenceCanvas(width: ButtonsGrid.width, height: ButtonsGrid.height, fontSize: ButtonsGrid.fontSize)

    /// Draws the full frame with the first cell labelled `first`.
    func drawFrame(first: String) {
        canvas.clear()
        for row in 0..<ButtonsGrid.rows {
            for column in 0..<ButtonsGrid.columns {
                let x = ButtonsGrid.margin + Double(column) * (ButtonsGrid.cellWidth + ButtonsGrid.gap)
                let y = ButtonsGrid.margin + Double(row) * (ButtonsGrid.cellHeight + ButtonsGrid.gap)
                canvas.fillRoundedRectangle(x: x, y: y, width: ButtonsGrid.cellWidth, height: ButtonsGrid.cellHeight,
                                            radius: ButtonsGrid.radius, red: 0, green: 122, blue: 255)
                let layout = canvas.layout(ButtonsGrid.label(row * ButtonsGrid.columns + column, first: first))
                let size = canvas.size(of: layout)
                canvas.show(layout, x: x + (ButtonsGrid.cellWidth - size.width) / 2,
                            y: y + (ButtonsGrid.cellHeight - size.height) / 2, red: 1, green: 1, blue: 1)
                g_object_unref(UnsafeMutableRawPointer(layout))
            }
        }
        canvas.flush()
    }
}
