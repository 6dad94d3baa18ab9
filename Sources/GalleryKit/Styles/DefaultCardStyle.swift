import Atelier

/// A card's default body: padded content on a faint grey fill with continuous rounded corners.
struct DefaultCardStyle: CardStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.content
            .padding()
            .background(Color(uiColor: .quaternarySystemFill))
            .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}
