import Atelier

/// A filled, shadowed button that fades and shrinks while pressed (Seed 000's `MyButtonStyle`).
struct PressedScaleButtonStyle: ButtonStyle {
    var color: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(15)
            .background(RoundedRectangle(cornerRadius: 5).fill(color))
            // Grouping first makes the shadow follow the button's outline, not each glyph of the label.
            .compositingGroup()
            .shadow(color: .black, radius: 3)
            .opacity(configuration.isPressed ? 0.5 : 1.0)
            .scaleEffect(configuration.isPressed ? 0.8 : 1.0)
    }
}
