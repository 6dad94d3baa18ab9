import Foundation

/// A button style that doesn't style or decorate its content while idle, but may apply a visual effect
/// to indicate the pressed, focused, or enabled state of the button (it dims while pressed).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    nonisolated public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonPressTracker(style: PlainButtonLook(), configuration: configuration)
    }
}

/// The look of a plain button: the label as it is, at 0.75 opacity while pressed.
struct PlainButtonLook: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? ButtonMetrics.plainPressedOpacity : 1)
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    nonisolated public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
