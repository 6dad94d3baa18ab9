import Foundation

/// One paragraph of a text input, with a drawing of its own: a keystroke makes again the drawing of the
/// paragraph it changed (and moves those below when its height changed), so only that part of the window is
/// painted again, not the whole field.
@MainActor final class TextInputParagraphNode: ViewNode, DrawingNode, DrawingPartNode {
    private var layout: TextLayout?
    private var origin = CGPoint.zero
    private var paint = ResolvedPaint.color(.clear)

    /// Shows a layout at an origin (in the coordinates the field draws in); `repaint` draws it again anyway
    /// (a new paint).
    func show(_ layout: TextLayout, at origin: CGPoint, paint: ResolvedPaint, repaint: Bool) {
        guard repaint || layout !== self.layout || origin != self.origin else { return }
        self.layout = layout
        self.origin = origin
        self.paint = paint
        setNeedsDisplay()
    }

    func draw(into list: inout DisplayList) {
        guard let layout, layout.lineCount > 0 else { return }
        list.append(.text(layout, origin: origin, paint: paint))
    }
}

/// A text input's caret, with a drawing of its own: blinking and moving it paint only its rectangle.
@MainActor final class TextInputCaretNode: ViewNode, DrawingNode, DrawingPartNode {
    private var rect = CGRect.null
    private var paint = ResolvedPaint.color(.clear)

    /// Shows the caret in a rectangle, or hides it (a null rectangle).
    func show(_ rect: CGRect, paint: ResolvedPaint, repaint: Bool) {
        guard repaint || rect != self.rect else { return }
        self.rect = rect
        self.paint = paint
        setNeedsDisplay()
    }

    func draw(into list: inout DisplayList) {
        guard !rect.isNull, !rect.isEmpty else { return }
        list.append(.fill(Path(roundedRect: rect, cornerRadius: 1), paint, FillStyle()))
    }
}
