import Foundation

/// A month of days as iOS's graphical date picker draws it: the month and year with a chevron, the
/// previous/next month buttons in the tint, the weekdays' short names, and a grid of days. A selected day
/// is a tinted circle with a white number; today (not selected) has its number in the tint; days outside
/// the range are grey and do not answer taps. Shared by DatePicker's `.graphical` style and
/// MultiDatePicker, which differ in what a tap on a day does.
struct CalendarMonthView: View {
    /// The day whose month shows first.
    let initialDay: Date
    let bounds: DateBounds
    /// Whether the day starting at a date is selected.
    let isSelected: @MainActor (Date) -> Bool
    /// What a tap on the day starting at a date does.
    let choose: @MainActor (Date) -> Void
    /// Moves the selection by a number of days, for the arrow keys (left and right a day, up and down a
    /// week) while the calendar has keyboard focus; nil when the calendar has no single selection.
    var step: (@MainActor (Int) -> Void)? = nil
    @Environment(\.dateCalendar) private var calendar
    @Environment(\.isEnabled) private var isEnabled
    /// The month shown after the user moved away from the first one.
    @State private var shownMonth: Date?

    /// iOS's metrics: 44-point rows, 20-point day numbers, a 40-point circle for the selected day.
    static let rowHeight: CGFloat = 44
    static let circleSize: CGFloat = 40

    var body: some View {
        let calendar = self.calendar
        let month = shownMonth ?? calendar.startOfMonth(for: initialDay)
        let previous = calendar.date(byAdding: .month, value: -1, to: month) ?? month
        let next = calendar.date(byAdding: .month, value: 1, to: month) ?? month
        return TimelineView(.everyMinute) { context in
            VStack(spacing: 0) {
                HStack(spacing: 4) {
                    Text(verbatim: DatePickerFormat.monthAndYear(month, calendar: calendar))
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(Color(uiColor: .label))
                        .lineLimit(1)
                        .layoutPriority(1)
                    Image(systemName: "chevron.right")
                        .font(.system(size: 15, weight: .semibold))
                        .foregroundStyle(.tint)
                        .accessibilityHidden(true)
                    Spacer(minLength: 8)
                    monthButton("chevron.left", named: "Previous Month", to: previous,
                                enabled: bounds.contains(dayFrom: previous, to: month))
                        .padding(.trailing, 20)
                    monthButton("chevron.right", named: "Next Month", to: next,
                                enabled: bounds.contains(dayFrom: next, to: calendar.date(byAdding: .month, value: 1, to: next) ?? next))
                }
                .padding(.horizontal, 16)
                .frame(height: Self.rowHeight)
                HStack(spacing: 0) {
                    ForEach(Array(DatePickerFormat.weekdayTitles(calendar).enumerated()), id: \.offset) { _, title in
                        Text(verbatim: title)
                            .font(.system(size: 13, weight: .semibold))
                            .foregroundStyle(Color(uiColor: .tertiaryLabel))
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(height: 24)
                VStack(spacing: 0) { weekRows(of: month, today: calendar.startOfDay(for: context.date),
                                              dayName: DatePickerFormat.formatter(template: "EEEEdMMMMy", calendar: calendar)) }
                    .modifier(ControlAction(shortcut: nil, isEnabled: isEnabled && step != nil, action: {}, keys: { key, modifiers in modifiers.isEmpty && moveSelection(byArrow: key) }))
            }
        }
    }

    /// Left and right move the selection a day, up and down a week; the month shown follows it.
    private func moveSelection(byArrow key: KeyEquivalent) -> Bool {
        guard let step else { return false }
        switch key {
        case .leftArrow: step(-1)
        case .rightArrow: step(1)
        case .upArrow: step(-7)
        case .downArrow: step(7)
        default: return false
        }
        shownMonth = nil
        return true
    }

    private func weekRows(of month: Date, today: Date, dayName: DateFormatter) -> some View {
                ForEach(weeks(of: month), id: \.self) { week in
                    HStack(spacing: 0) {
                        ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                            if let day {
                                dayCell(day, today: today, name: dayName.string(from: day))
                            } else {
                                Color.clear.frame(maxWidth: .infinity).frame(height: Self.rowHeight)
                            }
                        }
                    }
                }
    }

    private func monthButton(_ symbol: String, named name: String, to month: Date, enabled: Bool) -> some View {
        Button { shownMonth = month } label: {
            Image(systemName: symbol).font(.system(size: 20, weight: .medium))
        }
        .accessibilityLabel(Text(verbatim: name))
        .buttonStyle(.borderless)
        .disabled(!enabled)
    }

    private func dayCell(_ day: Date, today: Date, name: String) -> some View {
        let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        let selectable = bounds.contains(dayFrom: day, to: end)
        let selected = isSelected(day)
        let isToday = day == today
        let number = calendar.component(.day, from: day)
        let ink: AnyShapeStyle = selected ? AnyShapeStyle(Color.white)
            : !selectable ? AnyShapeStyle(Color(uiColor: .tertiaryLabel))
            : isToday ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(uiColor: .label))
        let choose = self.choose, isEnabled = self.isEnabled
        return ZStack {
            if selected {
                Circle().fill(.tint).frame(width: Self.circleSize, height: Self.circleSize)
            }
            Text(verbatim: "\(number)")
                .font(.system(size: 20, weight: selected || isToday ? .semibold : .regular))
                .foregroundStyle(ink)
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.rowHeight)
        .contentShape(Rectangle())
        .onTapGesture { if selectable && isEnabled { choose(day) } }
        // A day is a button named by its whole date, selected when it is the picker's day.
        .modifier(AccessibilityControl(role: .button, label: name, states: selected ? [.selectable, .selected] : .selectable,
                                       activate: selectable ? { choose(day) } : nil))
    }

    /// The month's days by week, from the calendar's first weekday, nil for the places before the first
    /// day and after the last.
    private func weeks(of month: Date) -> [[Date?]] {
        let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        var cells: [Date?] = Array(repeating: nil, count: lead)
        for offset in 0..<count { cells.append(calendar.date(byAdding: .day, value: offset, to: month)) }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }
}
