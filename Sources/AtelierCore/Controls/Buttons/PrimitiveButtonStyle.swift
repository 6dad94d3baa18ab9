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
    static var automatic: AnyStyle<PrimitiveButtonStyleConfiguration> { PrimitiveButtonStyleBox(style: DefaultButtonStyle()).erased }
}

/// A primitive button style, as a style modifier holds it.
struct PrimitiveButtonStyleBox<S: PrimitiveButtonStyle>: StyleBox {
    typealias Kind = PrimitiveButtonStyleKind
    let style: S
    var erased: AnyStyle<PrimitiveButtonStyleConfiguration> {
        AnyStyle(style) { s, configuration in s.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom interaction.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        self.style(PrimitiveButtonStyleBox(style: style))
    }
}
