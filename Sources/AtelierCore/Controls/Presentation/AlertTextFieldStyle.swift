import Foundation

/// A text field among an alert's actions, as UIKit draws one in an alert: 13-point text in a box inset in the
/// alert, on the background with a hairline border; marked for `AlertLayout` to place it under the message.
struct AlertTextFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .font(.footnote)
            .padding(.horizontal, 6)
            .padding(.vertical, 5)
            .background(RoundedRectangle(cornerRadius: 5, style: .continuous).fill(Color(uiColor: .systemBackground)))
            .overlay(RoundedRectangle(cornerRadius: 5, style: .continuous).strokeBorder(Color(uiColor: .separator), lineWidth: 0.5))
            .layoutValue(key: AlertFieldKey.self, value: true)
    }
}
