import Foundation

/// The possible colour schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The colour scheme that corresponds to a light appearance.
    case light
    /// The colour scheme that corresponds to a dark appearance.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
    /// The colour scheme of this environment: system colours pick their light or dark values from it (default `.light`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
