import Foundation

/// A picker style that, in a NavigationStack, shows a row with the label and the current value which
/// pushes a list of the options; choosing one goes back.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a navigation link picker style.
    nonisolated public init() {}
    func makeView(_ configuration: PickerStyleConfiguration) -> AnyView {
        AnyView(NavigationLink {
            PickerOptionsList(configuration: configuration)
        } label: {
            HStack {
                ControlLabel(content: configuration.label)
                Spacer(minLength: 8)
                configuration.currentValue.foregroundStyle(Color(uiColor: .secondaryLabel))
            }
            // The label and value share the row before the link's own spacer takes what is left.
            .layoutPriority(1)
        })
    }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style represented by a navigation link that presents the options in a list.
    nonisolated public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The pushed list of a navigation link picker: its sections, a checkmark in the tint on the selected row;
/// a tap selects and pops back.
struct PickerOptionsList: View {
    let configuration: PickerStyleConfiguration
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let configuration = self.configuration, dismiss = self.dismiss
        return List {
            ForEach(configuration.sections) { section in
                Section {
                    ForEach(section.options) { option in
                        Button {
                            if let tag = option.tag { configuration.select(tag) }
                            dismiss()
                        } label: {
                            PickerOptionRow(option: option, isSelected: configuration.isSelected(option))
                        }
                    }
                } header: {
                    section.header
                }
            }
        }
    }
}
