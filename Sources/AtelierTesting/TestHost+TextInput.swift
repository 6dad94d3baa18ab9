import Foundation
@_spi(Backend) import AtelierCore

/// The state of the text field with keyboard focus, as a test reads it.
public struct FocusedTextField: Equatable, Sendable {
    /// The text as the field shows it (bullets for a SecureField).
    public var text: String
    /// The selected part of the shown text; empty when only the caret shows.
    public var selectedText: String
    /// The selection in characters (grapheme clusters) of the shown text; its bounds are equal at a caret.
    public var selection: Range<Int>
    /// The text an input method is composing, shown underlined; nil when none.
    public var markedText: String?
}

extension TestHost {
    /// Types text into the focused field, a character at a time as keys would: Return presses Return
    /// (submitting a field, a new line in an editor) and Tab moves focus; everything else is typed.
    public func type(_ text: String) {
        for character in text {
            switch character {
            case "\n", "\r": keyDown(.return)
            case "\t": keyDown(.tab)
            default:
                refresh()
                MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.insertText(String(character)) }
                refresh()
            }
        }
    }

    /// Pastes text into the focused field in one piece, as an input method commits it; returns whether a
    /// field has focus.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        refresh()
        let taken = MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.insertText(text) }
        refresh()
        return taken
    }

    /// Shows an input method's composition in the focused field (underlined, not yet in its binding);
    /// an empty text ends it with nothing inserted.
    @discardableResult
    public func setMarkedText(_ text: String) -> Bool {
        refresh()
        let taken = MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.setMarkedText(text) }
        refresh()
        return taken
    }

    /// Composes as an input method does: `reading` typed a letter at a time (shown underlined), then
    /// `candidate` chosen, which replaces it as one change (`compose("ni", candidate: "你")`).
    public func compose(_ reading: String, candidate: String) {
        var typed = ""
        for character in reading {
            typed.append(character)
            setMarkedText(typed)
        }
        insertText(candidate)
    }

    /// The text field with keyboard focus; nil when none has it.
    public var focusedTextField: FocusedTextField? {
        refresh()
        guard let state = graph.focusedTextInputState else { return nil }
        let text = state.text
        func characters(_ offset: Int) -> Int { (String(text.utf8.prefix(offset)) ?? "").count }
        func slice(_ range: Range<Int>) -> String {
            String(text.utf8.dropFirst(range.lowerBound).prefix(range.count)) ?? ""
        }
        return FocusedTextField(text: text, selectedText: slice(state.selection),
                                selection: characters(state.selection.lowerBound)..<characters(state.selection.upperBound),
                                markedText: state.marked.map(slice))
    }

    /// The focused field's caret in the window (where an input method's candidates open); nil when no
    /// field has focus.
    public var textInputCaretFrame: CGRect? {
        refresh()
        return graph.textInputRect
    }

    /// Presses the pointer with modifier keys held (Shift-click extends a text selection), then releases it.
    public func tap(at point: CGPoint, modifiers: EventModifiers) {
        graph.pointerModifiers = modifiers
        tap(at: point)
        graph.pointerModifiers = []
    }
}

extension TestHost {
    /// Clicks the secondary (right) mouse button at a point: a context menu there opens. Returns whether one did.
    @discardableResult
    public func secondaryClick(at point: CGPoint) -> Bool {
        refresh()
        let handled = MainQueueDrain.keepingTaskHopsOnTheMainQueue { graph.secondaryClick(at: point) }
        refresh()
        return handled
    }
}
