import Foundation

/// A picker style that presents the options inline with other views: a row per option, a checkmark in the
/// tint on the selected one, the picker's label above them as a header (in a List row, where the section
/// titles the options, without it).
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates an inline picker style.
    nonisolated public init() {}
    func makeView(_ configuration: PickerStyleConfiguration) -> AnyView { AnyView(InlinePicker(configuration: configuration)) }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views.
    nonisolated public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// The options as rows of at least 44 points with separators, each a button that selects it.
struct InlinePicker: View {
    let configuration: PickerStyleConfiguration
    /// In a List row the options are the content; the section around them titles them.
    @Environment(\.listRowButtons) private var listRow

    var body: some View {
        let configuration = self.configuration
        return VStack(alignment: .leading, spacing: 0) {
            if listRow == nil {
                ControlLabel(content: configuration.label)
                    .accessibilityHidden(!configuration.labelText.isEmpty)
                    .font(.footnote)
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                    .textCase(.uppercase)
                    .padding(.bottom, 6)
            }
            ForEach(configuration.options) { option in
                if option.id > 0 { Divider() }
                Button {
                    if let tag = option.tag { configuration.select(tag) }
                } label: {
                    PickerOptionRow(option: option, isSelected: configuration.isSelected(option))
                        .frame(minHeight: 44)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .modifier(configuration.radioButton(option.id, isSelected: configuration.isSelected(option)))
            }
        }
        // The options are a group of choices named by the picker's label (which the rows' header shows).
        .modifier(AccessibilityControl(role: .radioGroup, label: configuration.labelText, containsContent: true))
    }
}
