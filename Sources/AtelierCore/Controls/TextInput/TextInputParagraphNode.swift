import Foundation

/// One paragraph of a text input, with a drawing of its own: a keystroke makes again the drawing of the
/// paragraph it changed (and moves those below when its height changed), so only that part of the window is
/// painted again, not the whole field. A long line laid out in pieces draws the pieces in view.
@MainActor final class TextInputParagraphNode: ViewNode, DrawingNode, DrawingPartNode {
    private var parts: [(layout: TextLayout, origin: CGPoint)] = []
    private var paint = ResolvedPaint.color(.clear)

    /// Shows layouts, each at an origin (in the coordinates the field draws in); `repaint` draws them again
    /// anyway (a new paint).
    func show(_ parts: [(TextLayout, CGPoint)], paint: ResolvedPaint, repaint: Bool) {
        let same = parts.count == self.parts.count && zip(parts, self.parts).allSatisfy { $0.0 === $1.layout && $0.1 == $1.origin }
        guard repaint || !same else { return }
        self.parts = parts.map { (layout: $0.0, origin: $0.1) }
        self.paint = paint
        setNeedsDisplay()
    }

    func draw(into list: inout DisplayList) {
        for part in parts where part.layout.lineCount > 0 {
            list.append(.text(part.layout, origin: part.origin, paint: paint))
        }
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
