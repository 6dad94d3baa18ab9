import Foundation

/// A type that applies a custom appearance to all labels within a view: its body turns a label's title
/// and icon into the label's view.
@MainActor @preconcurrency public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
    /// Creates a view that represents the body of a label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a Label resolves.
enum LabelStyleKind: StyleKind {
    typealias Configuration = LabelStyleConfiguration
    static var automatic: AnyStyle<LabelStyleConfiguration> { LabelStyleBox(style: DefaultLabelStyle()).erased }
}

/// A label style, as a style modifier holds it.
struct LabelStyleBox<S: LabelStyle>: StyleBox {
    typealias Kind = LabelStyleKind
    let style: S
    var erased: AnyStyle<LabelStyleConfiguration> {
        AnyStyle(style) { s, configuration in s.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        self.style(LabelStyleBox(style: style))
    }
}
