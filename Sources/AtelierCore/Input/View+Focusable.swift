import Foundation

/// The environment key behind `isFocusEffectEnabled`.
private struct IsFocusEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment allows focus effects
    /// to be displayed (false under `focusEffectDisabled()`).
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Specifies if the view is focusable: a Tab stop that shows the focus ring and hears key presses.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: .automatic))
    }

    /// Specifies if the view is focusable, and if so, what focus-driven interactions it supports (`.edit`
    /// views also take focus when clicked).
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: interactions))
    }

    /// Adds a condition that controls whether this view can display focus effects, such as the focus ring.
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.isFocusEffectEnabled, value: !disabled))
    }
}
