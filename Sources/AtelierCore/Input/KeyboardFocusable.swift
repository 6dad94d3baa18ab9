import Foundation

/// A node that takes keyboard focus and keyboard shortcuts: a control's action (the Controls layer's
/// buttons and toggles). The keyboard handling here finds and drives them without naming the controls.
@MainActor protocol KeyboardFocusable: ViewNode {
    /// Whether the control takes its shortcut and focus now (a disabled one does not).
    var acceptsKeyboard: Bool { get }
    /// The control's keyboard shortcut, if it has one.
    var keyboardShortcut: KeyboardShortcut? { get }
    /// The area the control covers on screen; null when it covers none.
    var focusBounds: CGRect { get }
    /// How far the focus indicator reaches outside `focusBounds`, kept in view when focus scrolls there.
    var focusIndicatorOutset: CGFloat { get }
    /// Whether the control is its focus group's current choice (a selected row, segment or tab): Tab enters
    /// the group there.
    var isSelected: Bool { get }
    /// Whether a press on the control gives it focus (a `focusable` view with `.edit` interactions).
    var takesFocusOnPress: Bool { get }
    /// Performs the control's primary action.
    func performPrimaryAction()
    /// Handles a key other than Tab and Space while the control has focus (a slider's arrows); returns
    /// whether the control used it.
    func handleFocusedKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool
}

extension KeyboardFocusable {
    /// Most controls are no group's choice.
    var isSelected: Bool { false }
    /// Controls take focus by Tab (a text field by its own gesture), not by a press.
    var takesFocusOnPress: Bool { false }
    /// Most controls use no keys beyond Space.
    func handleFocusedKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool { false }
}
