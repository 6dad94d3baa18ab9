import Foundation

/// What a built-in picker style draws: the picker's label, its options read from its content (in
/// sections), which of them are selected, and how to select one. SwiftUI keeps this private, as here.
struct PickerStyleConfiguration {
    /// The picker's label.
    let label: AnyView
    /// What a menu picker shows for the current value instead of the selected option (iOS 18).
    let currentValueLabel: AnyView?
    /// The options, in sections (options outside any Section form one untitled section).
    let sections: [PickerSection]
    /// The selected values, as options are matched (`PickerOption.matchKey`); several when the picker has
    /// several sources that differ.
    let selectedKeys: Set<AnyHashable>
    /// Writes an option's tag to the selection.
    let select: @MainActor (AnyHashable) -> Void
    /// Writes an option's tag whether or not the picker is enabled where it stands: for options shown in another
    /// place (a pushed list, in view while the picker's own level is covered and disabled), which checks its own.
    var selectElsewhere: @MainActor (AnyHashable) -> Void = { _ in }

    /// Every option, in order.
    var options: [PickerOption] { sections.flatMap(\.options) }

    /// The index among `options` of the first selected option; nil when none is.
    var selectedIndex: Int? { options.firstIndex { isSelected($0) } }

    /// Whether an option is selected.
    func isSelected(_ option: PickerOption) -> Bool {
        guard let tag = option.tag else { return false }
        return selectedKeys.contains(PickerOption.matchKey(tag))
    }

    /// Selects the option at `index` among `options`, kept in range; an option without a tag is not chosen.
    @MainActor func select(index: Int) {
        let all = options
        guard !all.isEmpty, let tag = all[max(0, min(all.count - 1, index))].tag else { return }
        select(tag)
    }

    /// The label's text, for the element a style forms away from the label's views; empty when it is no text.
    @MainActor var labelText: String { ControlLabelText.string(of: label) ?? "" }

    /// An option as one choice of a radio group, for assistive technologies: selected and checked when it is
    /// the picker's choice, activated to choose it, with its place among the options.
    @MainActor func radioButton(_ index: Int, isSelected: Bool) -> AccessibilityControl {
        var control = AccessibilityControl(role: .radioButton,
                                           states: isSelected ? [.selectable, .selected, .checkable, .checked] : [.selectable, .checkable],
                                           activate: { self.select(index: index) })
        control.position = AccessibilityPosition(index: index + 1, count: options.count)
        return control
    }

    /// The view that shows the current value: the current value label, else the selected option's content.
    var currentValue: AnyView? {
        if let currentValueLabel { return currentValueLabel }
        return selectedIndex.map { options[$0].content }
    }
}

/// One option of a picker: its view and the tag that selects it (from `tag(_:)` or its ForEach's id).
struct PickerOption: Identifiable {
    /// Its place among the picker's options.
    let id: Int
    /// The tag as written (or the ForEach id); nil when the option has none (it cannot be chosen).
    let tag: AnyHashable?
    /// The option's view.
    let content: AnyView
}

/// A run of options under an optional header.
struct PickerSection: Identifiable {
    let id: Int
    let header: AnyView?
    let options: [PickerOption]
}
