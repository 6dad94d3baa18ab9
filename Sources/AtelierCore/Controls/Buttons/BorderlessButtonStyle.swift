import Foundation

/// A button style that doesn't apply a border: the label in the tint (the accent colour), red for a
/// destructive role; it turns almost transparent while pressed. What a Button gets by default.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    nonisolated public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonPressTracker(style: BorderlessButtonLook(), configuration: configuration)
    }
}

/// The look of a borderless button. A foreground style set around the button wins over the tint.
struct BorderlessButtonLook: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundStyle) private var foreground

    func makeBody(configuration: Configuration) -> some View {
        let ink = !isEnabled ? AnyShapeStyle(ButtonMetrics.disabledLabel)
            : foreground ?? ButtonMetrics.accent(for: configuration.role)
        return configuration.label
            .foregroundStyle(ink)
            .opacity(configuration.isPressed ? ButtonMetrics.borderlessPressedOpacity : 1)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
