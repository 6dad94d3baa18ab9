import Foundation

/// A text field with no decoration: the text and its caret.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    nonisolated public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A field with no decoration.
    nonisolated public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
