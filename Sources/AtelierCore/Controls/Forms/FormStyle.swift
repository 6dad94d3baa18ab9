import Foundation

/// The appearance and behavior of a form: turns a form's content into a view.
@MainActor @preconcurrency public protocol FormStyle {
    /// A view that represents the appearance and interaction of a form.
    associatedtype Body: View
    /// The properties of a form instance.
    typealias Configuration = FormStyleConfiguration
    /// Creates a view that represents the body of a form.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a Form resolves.
enum FormStyleKind: StyleKind {
    typealias Configuration = FormStyleConfiguration
    nonisolated static func erase(_ style: some FormStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(AutomaticFormStyle()) }
}

extension View {
    /// Sets the style for forms in a view hierarchy.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View { self.style(FormStyleKind.erase(style)) }
}
