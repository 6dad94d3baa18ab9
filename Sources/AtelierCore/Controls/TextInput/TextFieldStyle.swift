import Foundation

/// The appearance of a text field: `_body(configuration:)` wraps the bare field (the configuration,
/// itself a TextField) in the style's decoration. Set with `textFieldStyle(_:)`.
@MainActor @preconcurrency public protocol TextFieldStyle {
    /// The view a style makes of a field.
    associatedtype _Body: View
    /// The label type of the field a style receives.
    typealias _Label = _TextFieldStyleLabel
    /// Decorates the bare field.
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label of the bare field a text field style receives; it draws nothing.
public struct _TextFieldStyleLabel: View {
    /// Nothing: the field shows its prompt itself.
    public var body: some View { EmptyView() }
}

/// The kind of style a TextField, SecureField resolves: the style decorates the bare field.
enum TextFieldStyleKind: StyleKind {
    typealias Configuration = TextField<_TextFieldStyleLabel>
    nonisolated static func erase(_ style: some TextFieldStyle) -> AnyStyle<Self> { AnyStyle(style) { $0._body(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(DefaultTextFieldStyle()) }
}

extension View {
    /// Sets the style of the text fields inside this view.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self.style(TextFieldStyleKind.erase(style)) }
}
