import Foundation

/// How the date pickers write dates, by the calendar's locale and time zone: the compact style's
/// medium date and short time, the calendar's month title and weekday initials, the wheels' rows.
enum DatePickerFormat {
    /// A formatter for a template (`"MMMMy"`), as the locale orders and spells it.
    static func formatter(template: String, calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: formatter.locale) ?? template
        return formatter
    }

    /// The day as the compact style shows it ("Dec 2, 2026" in English).
    static func mediumDate(_ date: Date, calendar: Calendar) -> String {
        formatter(template: "yMMMd", calendar: calendar).string(from: date)
    }

    /// The time of day as the compact style shows it ("5:02 AM" in English).
    static func shortTime(_ date: Date, calendar: Calendar) -> String {
        formatter(template: "jmm", calendar: calendar).string(from: date)
    }

    /// The month and year over a calendar ("December 2026").
    static func monthAndYear(_ date: Date, calendar: Calendar) -> String {
        formatter(template: "MMMMy", calendar: calendar).string(from: date)
    }

    /// Whether the locale writes hours on a 12-hour clock with AM and PM.
    static func uses12HourClock(_ calendar: Calendar) -> Bool {
        let locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
        return DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale)?.contains("a") ?? false
    }

    /// The weekdays' short names from the calendar's first weekday on ("SUN", "MON"... in English).
    static func weekdayTitles(_ calendar: Calendar) -> [String] {
        let symbols = formatter(template: "EEE", calendar: calendar).shortWeekdaySymbols
        guard symbols.count == 7 else { return ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] }
        let first = max(0, min(6, calendar.firstWeekday - 1))
        return (0..<7).map { symbols[(first + $0) % 7].uppercased(with: calendar.locale) }
    }
}
