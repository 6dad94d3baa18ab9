import Atelier

/// A blue rounded button whose shadow collapses and which shrinks slightly while pressed (Seed 001).
struct RoundedAndShadowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            .background(RoundedRectangle(cornerRadius: 10).foregroundColor(.blue))
            .compositingGroup()
            // Losing the shadow reads as the button being pushed into the page.
            .shadow(radius: configuration.isPressed ? 0 : 5, x: 0, y: configuration.isPressed ? 0 : 3)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.spring(), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == RoundedAndShadowButtonStyle {
    /// Lets call sites write `.buttonStyle(.roundedAndShadow)`, as with the built-in styles.
    static var roundedAndShadow: RoundedAndShadowButtonStyle { RoundedAndShadowButtonStyle() }
}
