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
    static var automatic: AnyStyle<ProgressViewStyleConfiguration> {
        ProgressViewStyleBox(style: DefaultProgressViewStyle()).erased
    }
}

/// A progress view style, as a style modifier holds it.
struct ProgressViewStyleBox<S: ProgressViewStyle>: StyleBox {
    typealias Kind = ProgressViewStyleKind
    let style: S
    var erased: AnyStyle<ProgressViewStyleConfiguration> {
        AnyStyle(style) { s, configuration in s.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        self.style(ProgressViewStyleBox(style: style))
    }
}
