import Foundation

/// The properties of a DatePicker that a `DatePickerStyle` turns into a view.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a DatePicker.
    public struct Label: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A description of the DatePicker.
    public let label: DatePickerStyleConfiguration.Label

    /// The date value being displayed and selected; writes are kept within the picker's range.
    @Binding public var selection: Date

    /// The oldest selectable date.
    public var minimumDate: Date?

    /// The most recent selectable date.
    public var maximumDate: Date?

    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents

    init(label: DatePickerStyleConfiguration.Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
         displayedComponents: DatePickerComponents) {
        self.label = label
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }

    /// The selection's range, as the built-in styles check days against it.
    var range: DateBounds { DateBounds(minimum: minimumDate, maximum: maximumDate) }
}

extension DatePickerStyleConfiguration.Label: StyleConfigurationPart {}
