import Atelier

/// The look of a Card's body, in the shape of SwiftUI's style protocols (Seed 002).
@MainActor protocol CardStyle {
    associatedtype Body: View

    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = CardStyleConfiguration
}

extension View {
    /// Sets the style of every Card in this view.
    func cardStyle<S: CardStyle>(_ style: S) -> some View {
        environment(\.cardStyle, style)
    }
}
