import Foundation

/// A text field in a rounded rectangle with a thin border, as UIKit's `roundedRect` fields: a 17-point
/// field is 34 points tall, 7 points of inset at the sides, corners of 5 points.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    nonisolated public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .padding(.horizontal, 7)
            .padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 5, style: .continuous).fill(Color(uiColor: .systemBackground)))
            .overlay(RoundedRectangle(cornerRadius: 5, style: .continuous).strokeBorder(Color(uiColor: .separator), lineWidth: 0.5))
    }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A field in a rounded rectangle with a thin border.
    nonisolated public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
