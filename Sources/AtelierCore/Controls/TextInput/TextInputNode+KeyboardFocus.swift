import Foundation

extension TextInputNode {
    var acceptsKeyboard: Bool { environment.isEnabled && configuration != nil }
    var keyboardShortcut: KeyboardShortcut? { nil }
    var focusBounds: CGRect { frame }
    var focusIndicatorOutset: CGFloat { 0 }
    /// Space types a space here: nothing to activate.
    func performPrimaryAction() {}

    var textInputRect: CGRect {
        let caret = caretRect(at: buffer.head).offsetBy(dx: frame.minX - scroll.x - Self.caretWidth / 2, dy: frame.minY - scroll.y)
        return caret.projected(by: windowProjection())
    }

    func keyboardFocusChanged(_ focused: Bool) {
        guard focused != isFocused else { return }
        isFocused = focused
        if focused {
            caretOn = true
            noteActivity()
            configuration?.onEditingChanged?(true)
        } else {
            // A composition left unfinished is kept as typed.
            if buffer.marked != nil { buffer.insert(buffer.substring(buffer.marked!)) }
            blinkTimer?.cancel()
            blinkTimer = nil
            buffer.setCaret(buffer.head)
            writeBack()
            configuration?.onCommit?()
            configuration?.onEditingChanged?(false)
        }
        setNeedsDisplay()
        // Focused, the caret's end of the text shows; unfocused, its head.
        keepCaretInView()
        syncParts(repaint: false)
    }

    /// Focus moves here, as a click on the field gives it.
    func takeFocus() {
        guard acceptsKeyboard, graph.keyboardFocus.focused !== self else { return }
        graph.keyboardFocus.focused = self
    }
}
