import Foundation

/// A date picker style that displays the components in a compact, textual format: the label leading, the
/// date and the time each on a grey box trailing; tapping the date opens a calendar, the time a wheel,
/// on a card above the content.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the compact date picker style.
    nonisolated public init() {}
    /// The label and the boxes.
    public func makeBody(configuration: Configuration) -> some View { CompactDatePicker(configuration: configuration) }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    nonisolated public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

struct CompactDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.dateCalendar) private var calendar
    @Environment(\.labelsVisibility) private var labelsVisibility

    var body: some View {
        let configuration = self.configuration
        let date = configuration.selection
        let components = configuration.displayedComponents
        // The boxes are the elements, named by the label; a label that is no text stays an element of its own.
        let name = ControlLabelText.string(of: configuration.label) ?? ""
        let timeName = components.contains(.date) ? (name.isEmpty ? "Time" : "\(name), time") : name
        return HStack(spacing: 6) {
            if labelsVisibility != .hidden {
                configuration.label
                    .accessibilityHidden(!name.isEmpty)
                Spacer(minLength: 8)
            }
            if components.contains(.date) {
                DatePickerCapsule(text: DatePickerFormat.mediumDate(date, calendar: calendar),
                                  editor: CalendarMonthView(initialDay: date, bounds: configuration.range,
                                                            isSelected: { calendar.isDate($0, inSameDayAs: date) },
                                                            choose: { configuration.selection = calendar.date(onDayOf: $0, keepingTimeOf: date) },
                                                            step: { configuration.selection = calendar.date(byAdding: .day, value: $0, to: date) ?? date })
                                      .frame(width: 340)
                                      .padding(.vertical, 8),
                                  accessibilityLabel: name,
                                  step: { configuration.selection = calendar.date(byAdding: .day, value: $0, to: date) ?? date })
            }
            if components.contains(.hourAndMinute) {
                DatePickerCapsule(text: DatePickerFormat.shortTime(date, calendar: calendar),
                                  editor: DateWheels(selection: configuration.$selection, bounds: configuration.range,
                                                     components: .hourAndMinute)
                                      .frame(width: 240),
                                  accessibilityLabel: timeName,
                                  step: { configuration.selection = calendar.date(byAdding: .minute, value: $0, to: date) ?? date })
            }
        }
    }
}
