import Foundation

/// A toggle style that displays as a button with its label as the title: the label in the tint with no
/// background when off; a rounded rectangle filled with the tint behind a white label when on (sized like
/// a bordered button at the control size). A tap flips it, with the standard press feedback.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a toggle.
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        let label = PrimitiveButtonStyleConfiguration.Label(content: configuration.label.content,
                                                            stacks: configuration.label.stacks)
        let button = PrimitiveButtonStyleConfiguration(role: nil, label: label,
                                                       action: { isOn.wrappedValue.toggle() })
        return ButtonPressTracker(style: BorderedButtonLook(fill: configuration.isOn ? .prominent : .none), configuration: button)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    nonisolated public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
