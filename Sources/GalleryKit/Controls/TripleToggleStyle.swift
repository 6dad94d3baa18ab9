import Atelier

/// The look of a TripleToggle, built the way SwiftUI's own style protocols are (Seed 000): one
/// `makeBody(configuration:)` that turns the control's state into a view.
@MainActor protocol TripleToggleStyle {
    associatedtype Body: View

    func makeBody(configuration: Self.Configuration) -> Self.Body

    typealias Configuration = TripleToggleStyleConfiguration
}

extension TripleToggleStyle {
    /// The style's body behind AnyView, which is what lets AnyTripleToggleStyle keep any style in one type.
    func makeBodyTypeErased(configuration: Self.Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets the style of the TripleToggles in this view; like `buttonStyle`, the nearest one wins.
    func tripleToggleStyle<S: TripleToggleStyle>(_ style: S) -> some View {
        environment(\.tripleToggleStyle, AnyTripleToggleStyle(style))
    }
}
