import Foundation

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in order to
/// interact with your app. A Button stores the one in effect; the window host performs it.
public struct KeyboardShortcut: Hashable, Sendable {
    /// Options for how a keyboard shortcut is localized for the keyboard layout.
    public struct Localization: Hashable, Sendable {
        private enum Kind: Hashable, Sendable { case automatic, withoutMirroring, custom }
        private let kind: Kind
        /// Remaps and mirrors the shortcut as the keyboard layout requires.
        public static let automatic = Localization(kind: .automatic)
        /// Remaps the shortcut without mirroring it in right-to-left layouts.
        public static let withoutMirroring = Localization(kind: .withoutMirroring)
        /// Uses the shortcut exactly as given.
        public static let custom = Localization(kind: .custom)
    }

    /// The standard keyboard shortcut for the default button: Return, no modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling: Escape, no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The key equivalent that the user presses in conjunction with any specified modifier keys.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent.
    public var modifiers: EventModifiers
    /// The localization strategy to apply to this shortcut.
    public var localization: KeyboardShortcut.Localization

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// Creates a new keyboard shortcut with the given key equivalent, modifier keys and localization.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

private struct ShortcutOfControlKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The keyboard shortcut `keyboardShortcut(_:)` gives the controls inside it (nil: none).
    var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }

    /// The shortcut of the control whose content this is, for a style that shows it (a menu item's row).
    var shortcutOfControl: KeyboardShortcut? {
        get { self[ShortcutOfControlKey.self] }
        set { self[ShortcutOfControlKey.self] = newValue }
    }
}

extension View {
    /// Assigns a keyboard shortcut to the modified control.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns a keyboard shortcut to the modified control.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.keyboardShortcut, value: shortcut))
    }

    /// Assigns an optional keyboard shortcut to the modified control; nil removes it.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.keyboardShortcut, value: shortcut))
    }

    /// Defines a keyboard shortcut with a localization strategy and assigns it to the modified control.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }
}
