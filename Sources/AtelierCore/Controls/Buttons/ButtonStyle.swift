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

extension PrimitiveButtonStyleKind {
    /// A ButtonStyle as a primitive one: the standard press tracking around the style's body, where the style's
    /// own properties are installed (one level down, in the tracker's node).
    nonisolated static func erase(_ style: some ButtonStyle) -> AnyStyle<Self> {
        nonisolated(unsafe) let style = style
        return AnyStyle(style) { configuration in ButtonPressTracker(style: style, configuration: configuration) }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and
    /// standard interaction behavior.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self.style(PrimitiveButtonStyleKind.erase(style)) }
}
