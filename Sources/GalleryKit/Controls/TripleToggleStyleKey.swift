import Atelier

/// The environment entry that carries the TripleToggle style down to every TripleToggle below it.
struct TripleToggleStyleKey: EnvironmentKey {
    // Computed rather than stored: a stored static would have to be Sendable, and styles hold closures.
    static var defaultValue: AnyTripleToggleStyle {
        MainActor.assumeIsolated { AnyTripleToggleStyle(DefaultTripleToggleStyle()) }
    }
}

extension EnvironmentValues {
    var tripleToggleStyle: AnyTripleToggleStyle {
        get { self[TripleToggleStyleKey.self] }
        set { self[TripleToggleStyleKey.self] = newValue }
    }
}
