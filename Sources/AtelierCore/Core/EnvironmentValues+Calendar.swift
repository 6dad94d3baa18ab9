import Foundation

/// Where `calendar` lives in the environment.
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .autoupdatingCurrent }
}

/// Where `timeZone` lives in the environment.
private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .autoupdatingCurrent }
}

/// Where `locale` lives in the environment.
private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .autoupdatingCurrent }
}

extension EnvironmentValues {
    /// The current calendar that views should use when handling dates (date pickers lay out their months
    /// and weeks by it).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The current locale that views should use (date pickers format and name days and months by it).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar in the environment's time zone and locale: what date controls compute with.
    var dateCalendar: Calendar {
        var calendar = self.calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}
