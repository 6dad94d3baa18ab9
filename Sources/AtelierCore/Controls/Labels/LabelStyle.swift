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
    nonisolated static func erase(_ style: some LabelStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(DefaultLabelStyle()) }
}

extension View {
    /// Sets the style for labels within this view.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self.style(LabelStyleKind.erase(style)) }
}
