import Foundation

/// A toggle style that displays as a button with its label as the title: the label in the tint with no
/// background when off; a rounded rectangle filled with the tint behind a white label when on (sized like
/// a bordered button at the control size). A tap flips it, with the standard press feedback.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}

    /// Creates a view that represents the body of a toggle.
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        let label = PrimitiveButtonStyleConfiguration.Label(content: configuration.label.content,
                                                            stacks: configuration.label.stacks)
        let button = PrimitiveButtonStyleConfiguration(role: nil, label: label,
                                                       action: { isOn.wrappedValue.toggle() })
        return ButtonPressTracker(style: ToggleButtonLook(isOn: configuration.isOn), configuration: button)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The look of a button-style toggle (the numbers are the bordered button's, `ButtonMetrics`).
struct ToggleButtonLook: ButtonStyle {
    let isOn: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundStyle) private var foreground
    @Environment(\.controlSize) private var controlSize
    @Environment(\.font) private var font

    func makeBody(configuration: Configuration) -> some View {
        let metrics = ButtonMetrics.bordered(controlSize)
        let accent = AnyShapeStyle(TintShapeStyle())
        let ink: AnyShapeStyle, fill: AnyShapeStyle
        if !isEnabled {
            ink = AnyShapeStyle(ButtonMetrics.disabledLabel)
            fill = isOn ? AnyShapeStyle(ButtonMetrics.disabledFill) : AnyShapeStyle(Color.clear)
        } else if isOn {
            ink = foreground ?? AnyShapeStyle(Color.white)
            fill = accent
        } else {
            ink = foreground ?? accent
            fill = AnyShapeStyle(Color.clear)
        }
        return configuration.label
            .foregroundStyle(ink)
            .font(font ?? metrics.font)
            .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal,
                                bottom: metrics.vertical, trailing: metrics.horizontal))
            .background(fill, in: RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous))
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? ButtonMetrics.borderedPressedOpacity : 1)
    }
}
