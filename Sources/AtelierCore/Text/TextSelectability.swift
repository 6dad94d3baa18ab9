import Foundation

/// A type that describes whether the text in a view can be selected (`textSelection(_:)`).
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// A selectability value that makes text selectable.
public struct EnabledTextSelectability: TextSelectability {
    /// Text can be selected.
    public static var allowsSelection: Bool { true }
}

/// A selectability value that keeps text from being selected.
public struct DisabledTextSelectability: TextSelectability {
    /// Text cannot be selected.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected: a long press or a secondary click offers to copy it.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected (the default).
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct TextSelectionAllowedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the texts here can be selected and copied (`textSelection(_:)`; the innermost setting wins).
    var allowsTextSelection: Bool {
        get { self[TextSelectionAllowedKey.self] }
        set { self[TextSelectionAllowedKey.self] = newValue }
    }
}
