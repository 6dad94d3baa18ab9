import Foundation

/// A button style that applies standard border prominent artwork based on the button's context: a
/// rounded rectangle filled with the tint (red for a destructive role) behind a white label.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    nonisolated public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonPressTracker(style: BorderedButtonLook(fill: .prominent), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    nonisolated public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
