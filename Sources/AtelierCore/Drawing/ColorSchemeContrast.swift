import Foundation

/// The contrast between the app's foreground and background colours: standard, or increased when the user
/// asks for more contrast (colour sets then pick their high-contrast values).
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// SwiftUI displays views with standard contrast between the app's foreground and background colours.
    case standard
    /// SwiftUI uses increased contrast between the app's foreground and background colours.
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
}

extension EnvironmentValues {
    /// The contrast associated with the colour scheme of this environment (default `.standard`). SwiftUI's is
    /// read-only and set by the system; here a host or a test sets it with `.environment(\.colorSchemeContrast, …)`.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
