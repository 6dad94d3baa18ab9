import Foundation

/// A picker style that presents the options as a group of radio buttons (macOS): the label leading, the
/// options in a column, each a circle filled with the tint when selected. The group is one Tab stop, at the
/// selected button, where the arrows move the selection.
public struct RadioGroupPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a radio group picker style.
    nonisolated public init() {}
    func makeView(_ configuration: PickerStyleConfiguration) -> AnyView { AnyView(RadioGroupPicker(configuration: configuration)) }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A picker style that presents the options as a group of radio buttons.
    @_disfavoredOverload
    nonisolated public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

/// The radio buttons: 16-point circles, a white dot on the tint for the selected one, a grey ring for the
/// others.
struct RadioGroupPicker: View {
    let configuration: PickerStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let configuration = self.configuration
        let count = configuration.options.count
        return HStack(alignment: .firstTextBaseline, spacing: 8) {
            ControlLabel(content: configuration.label)
                .accessibilityHidden(!configuration.labelText.isEmpty)
            VStack(alignment: .leading, spacing: 6) {
                ForEach(configuration.options) { option in
                    let isOn = configuration.isSelected(option)
                    HStack(spacing: 6) {
                        ZStack {
                            Circle().fill(isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.white))
                            Circle().strokeBorder(Color.black.opacity(isOn ? 0 : 0.25), lineWidth: 1)
                            Circle().fill(Color.white).frame(width: 6, height: 6).opacity(isOn ? 1 : 0)
                        }
                        .frame(width: 16, height: 16)
                        option.content
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { if let tag = option.tag { configuration.select(tag) } }
                    .modifier(Self.keys(option.id, of: count, isSelected: isOn, isEnabled: isEnabled, configuration: configuration))
                    .modifier(configuration.radioButton(option.id, isSelected: isOn))
                }
            }
            // One Tab stop, at the selected button; the arrows move the selection and focus with it.
            .modifier(KeyboardFocusGroup())
        }
        .opacity(isEnabled ? 1 : 0.5)
        .modifier(AccessibilityControl(role: .radioGroup, label: configuration.labelText, containsContent: true))
    }

    /// A radio button as a keyboard stop: Space selects it, the arrows select the one before or after it.
    private static func keys(_ i: Int, of count: Int, isSelected: Bool, isEnabled: Bool,
                             configuration: PickerStyleConfiguration) -> ControlAction {
        ControlAction(shortcut: nil, isEnabled: isEnabled, action: { configuration.select(index: i) }, keys: { key, modifiers in
            guard modifiers.isEmpty else { return false }
            switch key {
            case .upArrow where i > 0, .leftArrow where i > 0: configuration.select(index: i - 1)
            case .downArrow where i < count - 1, .rightArrow where i < count - 1: configuration.select(index: i + 1)
            default: return false
            }
            return true
        }, arrowsMoveFocus: true, isSelected: isSelected)
    }
}
