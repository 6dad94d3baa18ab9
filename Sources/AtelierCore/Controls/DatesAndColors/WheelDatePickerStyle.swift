import Foundation

/// A date picker style that displays each component as columns in a scrollable wheel: month, day and
/// year for a date; hour, minute and AM/PM for a time; the day (weekday, month, day) with the time for
/// both.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the wheel date picker style.
    nonisolated public init() {}
    /// The wheels.
    public func makeBody(configuration: Configuration) -> some View {
        DateWheels(selection: configuration.$selection, bounds: configuration.range, components: configuration.displayedComponents)
    }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    nonisolated public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// The wheels of a date: a column of `PickerWheel` per component, one selection band across them.
struct DateWheels: View {
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    @Environment(\.dateCalendar) private var calendar

    var body: some View {
        let calendar = self.calendar, selection = self.selection
        let date = selection.wrappedValue
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let write: @MainActor (Date?) -> Void = { if let new = $0 { selection.wrappedValue = new } }
        return HStack(spacing: 0) {
            if components.contains(.date) && !components.contains(.hourAndMinute) {
                let months = calendar.monthSymbols
                wheel("Month", count: months.count, selected: (parts.month ?? 1) - 1, text: { months[$0] }) {
                    write(calendar.date(setting: .month, to: $0 + 1, in: date))
                }
                .frame(maxWidth: .infinity)
                let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
                wheel("Day", count: days, selected: (parts.day ?? 1) - 1, text: { "\($0 + 1)" }) {
                    write(calendar.date(setting: .day, to: $0 + 1, in: date))
                }
                .frame(width: 60)
                let years = yearRange(around: parts.year ?? 2000)
                wheel("Year", count: years.count, selected: (parts.year ?? years.lowerBound) - years.lowerBound, text: { "\(years.lowerBound + $0)" }) {
                    write(calendar.date(setting: .year, to: years.lowerBound + $0, in: date))
                }
                .frame(width: 90)
            }
            if components.contains(.date) && components.contains(.hourAndMinute) {
                let first = firstDay(for: date)
                let count = (calendar.dateComponents([.day], from: first, to: lastDay(for: date)).day ?? 0) + 1
                let index = calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: date)).day ?? 0
                let formatter = DatePickerFormat.formatter(template: "EEEMMMd", calendar: calendar)
                wheel("Date", count: count, selected: index, text: { formatter.string(from: calendar.date(byAdding: .day, value: $0, to: first) ?? first) }) {
                    guard let day = calendar.date(byAdding: .day, value: $0, to: first) else { return }
                    write(calendar.date(onDayOf: day, keepingTimeOf: date))
                }
                .frame(maxWidth: .infinity)
            }
            if components.contains(.hourAndMinute) {
                let hour = parts.hour ?? 0
                if DatePickerFormat.uses12HourClock(calendar) {
                    wheel("Hour", count: 12, selected: (hour + 11) % 12, text: { "\($0 + 1)" }) {
                        write(calendar.date(setting: .hour, to: ($0 + 1) % 12 + (hour >= 12 ? 12 : 0), in: date))
                    }
                    .frame(width: 50)
                    minuteWheel(parts.minute ?? 0, date: date, write: write)
                    wheel("AM/PM", count: 2, selected: hour >= 12 ? 1 : 0, text: { [calendar.amSymbol, calendar.pmSymbol][$0] }) {
                        write(calendar.date(setting: .hour, to: hour % 12 + $0 * 12, in: date))
                    }
                    .frame(width: 60)
                } else {
                    wheel("Hour", count: 24, selected: hour, text: { String(format: "%02d", $0) }) {
                        write(calendar.date(setting: .hour, to: $0, in: date))
                    }
                    .frame(width: 60)
                    minuteWheel(parts.minute ?? 0, date: date, write: write)
                }
            }
        }
        .padding(.horizontal, 8)
        .background(
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(uiColor: .tertiarySystemFill))
                .frame(height: PickerWheel.rowHeight)
                .padding(.horizontal, 8)
        )
    }

    private func minuteWheel(_ minute: Int, date: Date, write: @escaping @MainActor (Date?) -> Void) -> some View {
        let calendar = self.calendar
        return wheel("Minute", count: 60, selected: minute, text: { String(format: "%02d", $0) }) {
            write(calendar.date(setting: .minute, to: $0, in: date))
        }
        .frame(width: 50)
    }

    /// A column, named for assistive technologies by the component it sets.
    private func wheel(_ name: String, count: Int, selected: Int, text: @escaping @MainActor (Int) -> String,
                       select: @escaping @MainActor (Int) -> Void) -> PickerWheel {
        PickerWheel(count: count, selectedIndex: selected, drawsBand: false, row: { AnyView(Text(verbatim: text($0))) }, select: select,
                    accessibilityLabel: name, rowText: text)
    }

    /// The years a year wheel offers: the range's, else from 1900 to 2200 (widened to hold the selection).
    private func yearRange(around year: Int) -> ClosedRange<Int> {
        let low = bounds.minimum.map { calendar.component(.year, from: $0) } ?? min(1900, year)
        let high = bounds.maximum.map { calendar.component(.year, from: $0) } ?? max(2200, year)
        return low...max(low, high)
    }

    private func firstDay(for date: Date) -> Date {
        if let minimum = bounds.minimum { return calendar.startOfDay(for: minimum) }
        let fixed = calendar.date(from: DateComponents(year: 1900, month: 1, day: 1)) ?? date
        return min(fixed, calendar.startOfDay(for: date))
    }

    private func lastDay(for date: Date) -> Date {
        if let maximum = bounds.maximum { return calendar.startOfDay(for: maximum) }
        let fixed = calendar.date(from: DateComponents(year: 2200, month: 12, day: 31)) ?? date
        return max(fixed, calendar.startOfDay(for: date))
    }
}

extension Calendar {
    /// `date` with one component set (the day kept within the month it lands in); nil when the calendar
    /// cannot make that date.
    func date(setting component: Calendar.Component, to value: Int, in date: Date) -> Date? {
        var parts = dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        switch component {
        case .year: parts.year = value
        case .month: parts.month = value
        case .day: parts.day = value
        case .hour: parts.hour = value
        case .minute: parts.minute = value
        default: return nil
        }
        if component != .day, let year = parts.year, let month = parts.month,
           let first = self.date(from: DateComponents(era: parts.era, year: year, month: month, day: 1)),
           let days = range(of: .day, in: .month, for: first)?.count {
            parts.day = min(parts.day ?? 1, days)
        }
        return self.date(from: parts)
    }
}
