import Foundation

/// A button style that applies standard border artwork based on the button's context: the label in the
/// tint over a rounded rectangle filled with the tint at 0.15 opacity, sized by the control size.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonPressTracker(style: BorderedButtonLook(prominent: false), configuration: configuration)
    }
}

/// The look of a bordered or bordered-prominent button (see `ButtonMetrics` for the numbers).
struct BorderedButtonLook: ButtonStyle {
    /// Whether the fill is the full tint behind a white label.
    let prominent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundStyle) private var foreground
    @Environment(\.controlSize) private var controlSize
    @Environment(\.font) private var font

    func makeBody(configuration: Configuration) -> some View {
        let metrics = ButtonMetrics.bordered(controlSize)
        let accent = ButtonMetrics.accent(for: configuration.role)
        let ink: AnyShapeStyle, fill: AnyShapeStyle
        if !isEnabled {
            ink = AnyShapeStyle(ButtonMetrics.disabledLabel)
            fill = AnyShapeStyle(ButtonMetrics.disabledFill)
        } else if prominent {
            ink = foreground ?? AnyShapeStyle(Color.white)
            fill = accent
        } else {
            ink = foreground ?? accent
            fill = AnyShapeStyle(accent.opacity(ButtonMetrics.borderedFillOpacity))
        }
        return configuration.label
            .foregroundStyle(ink)
            .font(font ?? metrics.font)
            .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal,
                                bottom: metrics.vertical, trailing: metrics.horizontal))
            .background(fill, in: RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous))
            .opacity(configuration.isPressed ? ButtonMetrics.borderedPressedOpacity : 1)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
