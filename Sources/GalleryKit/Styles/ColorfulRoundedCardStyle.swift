import Atelier

/// A card body in a colour and corner radius of the caller's choosing.
struct ColorfulRoundedCardStyle: CardStyle {
    var color: Color = Color(uiColor: .quaternarySystemFill)
    var cornerRadius: CGFloat = 20

    func makeBody(configuration: Configuration) -> some View {
        configuration.content
            .padding()
            .background(color)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}
