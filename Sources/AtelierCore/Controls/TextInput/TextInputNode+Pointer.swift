import Foundation

extension TextInputNode {
    /// A press: focus comes here; one click places the caret (Shift-click extends the selection), two
    /// select a word, three a line.
    func pointerDown(at point: CGPoint, time: Date) { 
        guard acceptsKeyboard else { return }
        takeFocus()
        var count = 1
        if let last = lastClick, time.timeIntervalSince(last.time) < 0.5,
           abs(last.point.x - point.x) < 4, abs(last.point.y - point.y) < 4 {
            count = last.count % 3 + 1
        }
        lastClick = (time, point, count)
        let offset = offset(at: point)
        switch count {
        case 2:
            let range = isSecure ? 0..<buffer.text.utf8.count : buffer.wordRange(at: offset)
            buffer.select(range)
            dragUnit = range
        case 3:
            let range = buffer.lineRange(at: offset)
            buffer.select(range)
            dragUnit = range
        default:
            buffer.setCaret(offset, extending: graph.pointerModifiers.contains(.shift))
            dragUnit = nil
        }
        changed(text: false)
    }

    /// A drag after a press: the selection runs from where the press put it to the pointer.
    func pointerDragged(to point: CGPoint) {
        guard acceptsKeyboard else { return }
        let offset = offset(at: point)
        if let unit = dragUnit {
            let range = offset < unit.lowerBound ? offset..<unit.upperBound : unit.lowerBound..<max(offset, unit.upperBound)
            buffer.select(range, caretAtStart: offset < unit.lowerBound)
        } else {
            buffer.setCaret(offset, extending: true)
        }
        changed(text: false)
    }
}
