import Foundation

/// The modifier keys held at the latest pointer press, which a pointer event does not carry itself.
@MainActor final class PointerModifierState {
    var modifiers: EventModifiers = []
}

extension ViewGraph {
    /// The modifier keys held as the pointer goes down (Shift-click extends a text selection); the host
    /// sets it before it passes the press on.
    @_spi(Backend) public var pointerModifiers: EventModifiers {
        get { service(PointerModifierState.self) { PointerModifierState() }.modifiers }
        set { service(PointerModifierState.self) { PointerModifierState() }.modifiers = newValue }
    }

    /// The focused text field, if one has keyboard focus.
    var focusedTextInput: (any TextInputReceiver)? {
        guard let receiver = keyboardFocus.focused as? any TextInputReceiver, receiver.isAttached else { return nil }
        return receiver
    }

    /// Whether a text field has keyboard focus: the host turns its input method on while one does.
    @_spi(Backend) public var wantsTextInput: Bool { focusedTextInput != nil }

    /// Where the focused field's caret is in the window (for an input method's candidate window); nil
    /// when no field has focus.
    @_spi(Backend) public var textInputRect: CGRect? { focusedTextInput?.textInputRect }

    /// Inserts committed text (typed, or an input method's result) into the focused field; returns whether
    /// a field took it.
    @_spi(Backend) @discardableResult
    public func insertText(_ text: String) -> Bool {
        defer { closeUndoGroupOfEvent() }
        flush(through: .update)
        guard let receiver = focusedTextInput else { return false }
        receiver.insertText(text)
        requestFrame()
        return true
    }

    /// Shows an input method's composition in the focused field; empty ends it. Returns whether a field took it.
    @_spi(Backend) @discardableResult
    public func setMarkedText(_ text: String) -> Bool {
        defer { closeUndoGroupOfEvent() }
        flush(through: .update)
        guard let receiver = focusedTextInput else { return false }
        receiver.setMarkedText(text)
        requestFrame()
        return true
    }
}

/// What a focused text field reports of itself, for tests.
@MainActor protocol TextInputInspectable {
    /// The text as shown, the selection and the composition, as UTF-8 offsets of the shown text.
    var inspection: (text: String, selection: Range<Int>, marked: Range<Int>?) { get }
}

extension ViewGraph {
    /// The focused field's shown text, selection and composition (UTF-8 offsets); nil when none has focus.
    @_spi(Backend) public var focusedTextInputState: (text: String, selection: Range<Int>, marked: Range<Int>?)? {
        (focusedTextInput as? any TextInputInspectable)?.inspection
    }
}
