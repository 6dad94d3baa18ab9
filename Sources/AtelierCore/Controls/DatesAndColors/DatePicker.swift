import Foundation

/// A control for selecting an absolute date: a day, a time of day or both (`displayedComponents`), within
/// an optional range that writes are kept to. Its look comes from the nearest date picker style
/// (`datePickerStyle(_:)`), compact by default; it computes with the environment's calendar, time zone
/// and locale.
@MainActor @preconcurrency public struct DatePicker<Label: View>: View {
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    nonisolated(unsafe) let label: Label

    /// Creates an instance that selects a Date with an unbounded range.
    nonisolated public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: label())
    }

    /// Creates an instance that selects a Date in a closed range.
    nonisolated public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(minimum: range.lowerBound, maximum: range.upperBound),
                  components: displayedComponents, label: label())
    }

    /// Creates an instance that selects a Date on or after some start date.
    nonisolated public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(minimum: range.lowerBound), components: displayedComponents, label: label())
    }

    /// Creates an instance that selects a Date on or before some end date.
    nonisolated public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(maximum: range.upperBound), components: displayedComponents, label: label())
    }

    nonisolated init(selection: Binding<Date>, bounds: DateBounds, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.components = components
        self.label = label
    }

    /// The nearest date picker style's body for this picker.
    public var body: some View {
        DatePickerBody(selection: selection, bounds: bounds, components: components, label: label)
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a Date with an unbounded range, titled by a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a Date in a closed range, titled by a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a Date on or after some start date, titled by a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a Date on or before some end date, titled by a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a Date with an unbounded range, titled by a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a Date in a closed range, titled by a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a Date on or after some start date, titled by a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a Date on or before some end date, titled by a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// What a DatePicker's body is: its configuration for the nearest date picker style. The style's binding
/// reads the selection kept within the range (a date that is not finite reads as the range's start) and
/// keeps writes within it; a disabled picker's binding ignores writes.
struct DatePickerBody<Label: View>: View {
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    nonisolated(unsafe) let label: Label
    @Environment(\.styleStacks) private var stacks
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let source = selection, bounds = self.bounds, isEnabled = self.isEnabled
        let fallback = bounds.minimum ?? bounds.maximum ?? Date(timeIntervalSinceReferenceDate: 0)
        let read: @MainActor () -> Date = {
            let date = source.wrappedValue
            return date.timeIntervalSinceReferenceDate.isFinite ? bounds.clamp(date) : fallback
        }
        let current = source.wrappedValue
        if !current.timeIntervalSinceReferenceDate.isFinite {
            Diagnostics.warn("DatePicker: the selection is not a finite date; it shows \(fallback)", key: "datepicker-nonfinite")
        } else if bounds.clamp(current) != current {
            Diagnostics.warn("DatePicker: the selection \(current) is outside the picker's range; it shows \(bounds.clamp(current))",
                             key: "datepicker-out-of-range")
        }
        var components = self.components
        if components.isEmpty {
            Diagnostics.warn("DatePicker: displayedComponents is empty; the date is shown", key: "datepicker-no-components")
            components = .date
        }
        let binding = Binding<Date>(get: read, set: { date, transaction in
            guard isEnabled, date.timeIntervalSinceReferenceDate.isFinite else { return }
            source.transaction(transaction).wrappedValue = bounds.clamp(date)
        })
        let passed = label as? DatePickerStyleConfiguration.Label
        let content: any View = passed?.content ?? label
        return stacks.body(for: DatePickerStyleKind.self) { stacks in
            DatePickerStyleConfiguration(label: .init(content: content, stacks: passed?.stacks ?? stacks), selection: binding,
                                         minimumDate: bounds.minimum, maximumDate: bounds.maximum,
                                         displayedComponents: components)
        }
    }
}
