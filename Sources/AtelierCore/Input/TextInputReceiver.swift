import Foundation

/// A focusable node that edits text (the Controls layer's text fields): while it has keyboard focus, keys
/// and typed or composed text go to it before shortcuts and focus keys.
@MainActor protocol TextInputReceiver: KeyboardFocusable {
    /// Handles a key going down (caret motion, deletion, clipboard, undo); returns whether it did.
    func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool
    /// Inserts committed text: typed, or the end of an input method's composition.
    func insertText(_ text: String)
    /// Shows the input method's composition in place, underlined; empty ends it with nothing inserted.
    func setMarkedText(_ text: String)
    /// The caret's rectangle in the window, where an input method puts its candidate window.
    var textInputRect: CGRect { get }
    /// Keyboard focus came to the node or left it.
    func keyboardFocusChanged(_ isFocused: Bool)
}
