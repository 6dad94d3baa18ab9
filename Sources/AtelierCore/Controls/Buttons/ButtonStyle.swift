import Foundation

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a
/// view hierarchy: the button tracks the press and runs its action on release; the style draws it.
@MainActor @preconcurrency public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A ButtonStyle in effect as a primitive style: the standard press tracking around the style's body.
struct ButtonStyleBox<S: ButtonStyle>: StyleBox {
    typealias Kind = PrimitiveButtonStyleKind
    let style: S
    var erased: AnyStyle<PrimitiveButtonStyleConfiguration> {
        // The box, not the style, owns this level: the style's own properties are installed one level
        // down, where its makeBody runs.
        AnyStyle(self) { box, configuration in ButtonPressTracker(style: box.style, configuration: configuration) }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and
    /// standard interaction behavior.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        self.style(ButtonStyleBox(style: style))
    }
}
