import Atelier

/// The environment entry that carries a CardStyle down to every Card below it. It holds `any CardStyle`
/// rather than a type-erasing wrapper, as the article does.
struct CardStyleKey: EnvironmentKey {
    static var defaultValue: any CardStyle {
        MainActor.assumeIsolated { DefaultCardStyle() }
    }
}

extension EnvironmentValues {
    var cardStyle: any CardStyle {
        get { self[CardStyleKey.self] }
        set { self[CardStyleKey.self] = newValue }
    }
}
