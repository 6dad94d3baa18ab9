import Foundation

/// The appearance and behavior of a labeled content instance: turns a label and its content into a view.
@MainActor @preconcurrency public protocol LabeledContentStyle {
    /// A view that represents the appearance and behavior of labeled content.
    associatedtype Body: View
    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
    /// Creates a view that represents the body of labeled content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a LabeledContent resolves.
enum LabeledContentStyleKind: StyleKind {
    typealias Configuration = LabeledContentStyleConfiguration
    nonisolated static func erase(_ style: some LabeledContentStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(AutomaticLabeledContentStyle()) }
}

extension View {
    /// Sets a style for labeled content.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View { self.style(LabeledContentStyleKind.erase(style)) }
}
