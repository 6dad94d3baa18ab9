import Foundation

/// A control for picking multiple dates: a month calendar where a tap on a day adds it to the selection
/// (a set of year-month-day components) or takes it out. Days outside the range are grey and do not
/// answer taps.
@MainActor @preconcurrency public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let bounds: DateBounds
    nonisolated(unsafe) let label: Label
    @Environment(\.dateCalendar) private var calendar

    /// Creates a multi-date picker that picks from any dates.
    nonisolated public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(), label: label())
    }

    /// Creates a multi-date picker that picks from dates in a half-open range.
    nonisolated public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(minimum: bounds.lowerBound, maximum: bounds.upperBound.addingTimeInterval(-0.001)),
                  label: label())
    }

    /// Creates a multi-date picker that picks from dates on or after a start date.
    nonisolated public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(minimum: bounds.lowerBound), label: label())
    }

    /// Creates a multi-date picker that picks from dates before an end date.
    nonisolated public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(maximum: bounds.upperBound.addingTimeInterval(-0.001)), label: label())
    }

    nonisolated init(selection: Binding<Set<DateComponents>>, bounds: DateBounds, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.label = label
    }

    /// The calendar; the first selected day's month shows first (today's without a selection).
    public var body: some View {
        let calendar = self.calendar, selection = self.selection
        let days = Set(selection.wrappedValue.compactMap { MultiDatePickerDay($0) })
        if days.count < selection.wrappedValue.count, selection.wrappedValue.contains(where: { MultiDatePickerDay($0) == nil }) {
            Diagnostics.warn("MultiDatePicker: a selected DateComponents lacks a year, month or day; it matches no day", key: "multidatepicker-partial")
        }
        let first = days.min().flatMap { calendar.date(from: DateComponents(year: $0.year, month: $0.month, day: $0.day)) }
        return TimelineView(.everyMinute) { context in
            CalendarMonthView(initialDay: first ?? context.date, bounds: bounds,
                              isSelected: { MultiDatePickerDay(calendar.dateComponents([.year, .month, .day], from: $0)).map(days.contains) ?? false },
                              choose: { day in
                                  let parts = calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day)
                                  guard let key = MultiDatePickerDay(parts) else { return }
                                  var set = selection.wrappedValue
                                  let matching = set.filter { MultiDatePickerDay($0) == key }
                                  if matching.isEmpty { set.insert(parts) } else { set.subtract(matching) }
                                  selection.wrappedValue = set
                              })
        }
    }
}

extension MultiDatePicker where Label == Text {
    /// Creates a multi-date picker titled by a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// Creates a multi-date picker titled by a localized string key, picking from a half-open range.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates a multi-date picker titled by a localized string key, picking from a start date on.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates a multi-date picker titled by a localized string key, picking from before an end date.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates a multi-date picker titled by a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// Creates a multi-date picker titled by a string, picking from a half-open range.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates a multi-date picker titled by a string, picking from a start date on.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates a multi-date picker titled by a string, picking from before an end date.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

/// A day as a multi-date picker matches its selection: components of the same year, month and day are
/// the same day, whatever else they hold (SwiftUI's also carry the calendar and era).
struct MultiDatePickerDay: Hashable, Comparable {
    let year: Int, month: Int, day: Int

    init?(_ components: DateComponents) {
        guard let year = components.year, let month = components.month, let day = components.day else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    static func < (a: Self, b: Self) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}
