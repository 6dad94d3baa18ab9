import Foundation

/// A type that applies standard interaction behavior to all progress views within a view hierarchy: its
/// body turns a progress view's completed fraction and labels into the progress view's look.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Creates a view representing the body of a progress view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a ProgressView resolves.
enum ProgressViewStyleKind: StyleKind {
    typealias Configuration = ProgressViewStyleConfiguration
    nonisolated static func erase(_ style: some ProgressViewStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(DefaultProgressViewStyle()) }
}

extension View {
    /// Sets the style for progress views in this view.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self.style(ProgressViewStyleKind.erase(style)) }
}
