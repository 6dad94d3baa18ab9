import Atelier

/// Any TripleToggleStyle behind one concrete type, so the environment can hold whichever style was set.
struct AnyTripleToggleStyle: TripleToggleStyle {
    // Kept as an existential rather than a captured closure: a main-actor closure must be Sendable,
    // and styles are not.
    private let style: any TripleToggleStyle

    init<S: TripleToggleStyle>(_ style: S) {
        self.style = style
    }

    func makeBody(configuration: Configuration) -> some View {
        style.makeBodyTypeErased(configuration: configuration)
    }
}
