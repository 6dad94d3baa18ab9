import Foundation

// MARK: Geometry (in the text's coordinates: its top-left corner is the origin)

extension TextInputNode {
    var currentLayout: TextInputLayout { textLayout(width: wrapWidth(frame.width)) }

    /// The caret's rectangle before a buffer offset.
    func caretRect(at offset: Int) -> CGRect {
        let layout = currentLayout
        let display = displayOffset(offset)
        let i = layout.lineIndex(of: display)
        let line = layout.lines[i]
        return CGRect(x: layout.caretX(at: display, line: i), y: line.frame.minY, width: Self.caretWidth, height: line.frame.height)
    }

    /// The buffer offset nearest a point in the node's own coordinates.
    func offset(at point: CGPoint) -> Int {
        let layout = currentLayout
        guard !layout.isEmpty else { return 0 }
        let line = layout.lineIndex(atY: point.y + scroll.y, lineSpacing: lineSpacing)
        return bufferOffset(layout.offset(atX: point.x + scroll.x, line: line))
    }

    /// Scrolls so that the caret shows: sideways on one line, within the field's lines on several.
    func keepCaretInView() {
        guard frame.width > 0 else { return }
        let caret = caretRect(at: buffer.head)
        let layout = currentLayout
        var s = scroll
        switch kind {
        case .singleLine where !isFocused:
            // Unfocused, the field shows its text from the start (cut with an ellipsis when too long).
            s.x = 0
        case .singleLine:
            let visible = frame.width
            if caret.maxX - s.x > visible { s.x = caret.maxX - visible }
            if caret.minX - s.x < 0 { s.x = caret.minX }
            s.x = max(0, min(s.x, max(0, layout.size.width + Self.caretWidth - visible)))
        case .vertical:
            if caret.maxY - s.y > frame.height { s.y = caret.maxY - frame.height }
            if caret.minY - s.y < 0 { s.y = caret.minY }
            s.y = max(0, min(s.y, max(0, layout.size.height - frame.height)))
        case .editor:
            // The scroll view around the editor scrolls; the caret is brought into view there.
            s = .zero
            if isFocused { graph.keyboardFocus.scrollIntoView(caret.offsetBy(dx: frame.minX, dy: frame.minY), from: self, margin: 4) }
        }
        if s != scroll {
            scroll = s
            setNeedsDisplay()
        }
    }
}
