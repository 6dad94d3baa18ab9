import Foundation

/// The dates a date picker may select: from an optional minimum to an optional maximum.
struct DateBounds: Equatable {
    var minimum: Date?
    var maximum: Date?

    /// `date` kept within the bounds.
    func clamp(_ date: Date) -> Date {
        var result = date
        if let minimum, result < minimum { result = minimum }
        if let maximum, result > maximum { result = maximum }
        return result
    }

    /// Whether any moment of the day starting at `dayStart` (and lasting until `dayEnd`) is selectable.
    func contains(dayFrom dayStart: Date, to dayEnd: Date) -> Bool {
        if let minimum, dayEnd <= minimum { return false }
        if let maximum, dayStart > maximum { return false }
        return true
    }
}

extension Calendar {
    /// The start of the month holding `date`.
    func startOfMonth(for date: Date) -> Date {
        self.date(from: dateComponents([.era, .year, .month], from: date)) ?? startOfDay(for: date)
    }

    /// `date` with its day replaced by the day starting at `day`, keeping its time of day.
    func date(onDayOf day: Date, keepingTimeOf date: Date) -> Date {
        let time = dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        var parts = dateComponents([.era, .year, .month, .day], from: day)
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        parts.nanosecond = time.nanosecond
        return self.date(from: parts) ?? day
    }
}
