import Atelier

/// A blue rounded button whose shadow collapses and which shrinks slightly while pressed (Seed 001).
struct RoundedAndShadowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(PushableButtonLook(isPressed: configuration.isPressed))
    }
}

extension ButtonStyle where Self == RoundedAndShadowButtonStyle {
    /// Lets call sites write `.buttonStyle(.roundedAndShadow)`, as with the built-in styles.
    static var roundedAndShadow: RoundedAndShadowButtonStyle { RoundedAndShadowButtonStyle() }
}
