import Atelier

/// The seed articles' rounded button look, which their styles repeat: a white label on a rounded
/// colour, whose shadow collapses and which shrinks slightly while pressed (read as being pushed in).
struct PushableButtonLook: ViewModifier {
    let isPressed: Bool
    var color: Color = .blue

    func body(content: Content) -> some View {
        content
            .foregroundColor(.white)
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            .background(RoundedRectangle(cornerRadius: 10).foregroundColor(color))
            .compositingGroup()
            .shadow(radius: isPressed ? 0 : 5, x: 0, y: isPressed ? 0 : 3)
            .scaleEffect(isPressed ? 0.95 : 1)
            .animation(.spring(), value: isPressed)
    }
}
