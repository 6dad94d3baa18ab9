import Foundation

/// A date picker style that displays an interactive calendar or clock: the month's days (tap one to
/// select it, the chevrons to change month) and, when the time is displayed, a "Time" row whose box opens
/// a wheel.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the graphical date picker style.
    nonisolated public init() {}
    /// The calendar and the time row.
    public func makeBody(configuration: Configuration) -> some View { GraphicalDatePicker(configuration: configuration) }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    nonisolated public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

struct GraphicalDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.dateCalendar) private var calendar

    var body: some View {
        let configuration = self.configuration, calendar = self.calendar
        let date = configuration.selection
        let components = configuration.displayedComponents
        return VStack(spacing: 4) {
            if components.contains(.date) {
                CalendarMonthView(initialDay: date, bounds: configuration.range,
                                  isSelected: { calendar.isDate($0, inSameDayAs: date) },
                                  choose: { configuration.selection = calendar.date(onDayOf: $0, keepingTimeOf: date) },
                                  step: { days in configuration.selection = calendar.date(byAdding: .day, value: days, to: date) ?? date })
            }
            if components.contains(.hourAndMinute) {
                HStack {
                    Text("Time").foregroundStyle(Color(uiColor: .label))
                        .accessibilityHidden(true)
                    Spacer(minLength: 8)
                    DatePickerCapsule(text: DatePickerFormat.shortTime(date, calendar: calendar),
                                      editor: DateWheels(selection: configuration.$selection, bounds: configuration.range,
                                                         components: .hourAndMinute)
                                          .frame(width: 240),
                                      accessibilityLabel: "Time",
                                      step: { configuration.selection = calendar.date(byAdding: .minute, value: $0, to: date) ?? date })
                }
                .padding(.horizontal, 16)
                .frame(minHeight: 44)
            }
        }
    }
}
