import Foundation

/// The automatic text field style: on iOS, a plain field outside a form.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The automatic style.
    nonisolated public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default style.
    nonisolated public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
