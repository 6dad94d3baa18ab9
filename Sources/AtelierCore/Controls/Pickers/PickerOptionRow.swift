import Foundation

/// An option as a row of a list of options (the inline style's, the navigation link style's pushed list):
/// its view leading, a checkmark in the tint trailing when it is selected.
struct PickerOptionRow: View {
    let option: PickerOption
    let isSelected: Bool

    var body: some View {
        HStack {
            option.content.foregroundStyle(Color(uiColor: .label))
            Spacer(minLength: 8)
            Image(systemName: "checkmark")
                .font(.body.weight(.semibold))
                .foregroundStyle(.tint)
                .opacity(isSelected ? 1 : 0)
                // The selection is the option's state, not a word in its name.
                .accessibilityHidden(true)
        }
    }
}
