import Foundation

/// A type that applies custom interaction behavior and a custom appearance to all buttons within a view
/// hierarchy: its body decides when `configuration.trigger()` runs the button's action.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a Button resolves: every ButtonStyle is put in effect wrapped in a primitive one.
enum PrimitiveButtonStyleKind: StyleKind {
    typealias Configuration = PrimitiveButtonStyleConfiguration
    nonisolated static func erase(_ style: some PrimitiveButtonStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(DefaultButtonStyle()) }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom interaction.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self.style(PrimitiveButtonStyleKind.erase(style)) }
}
