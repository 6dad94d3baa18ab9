import Foundation

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule: `startDate`, then every `interval` seconds after it.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// Provides a sequence of periodic dates starting from around a given date: the schedule's date at or
    /// just before `startDate` when it lies after the schedule's start, else the schedule's start.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(first: firstEntry(onOrBefore: startDate), interval: interval)
    }

    private func firstEntry(onOrBefore date: Date) -> Date? {
        let origin = self.startDate.timeIntervalSinceReferenceDate
        guard origin.isFinite else { return nil }
        let elapsed = date.timeIntervalSinceReferenceDate - origin
        // A bad interval gives the start date alone, as a one-entry schedule.
        guard interval.isFinite, interval > 0, elapsed.isFinite, elapsed > 0 else { return self.startDate }
        let steps = (elapsed / interval).rounded(.down)
        return Date(timeIntervalSinceReferenceDate: origin + steps * interval)
    }

    /// The sequence of dates in a periodic schedule, in ascending order (endless for a positive interval).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private var upcoming: Date?
        private let interval: TimeInterval
        private var count = 0.0
        private let origin: Date?

        init(first: Date?, interval: TimeInterval) {
            upcoming = first
            origin = first
            self.interval = interval
        }

        /// The next date of the schedule; nil once a schedule with a bad interval gave its start date.
        public mutating func next() -> Date? {
            guard let current = upcoming, let origin else { return nil }
            count += 1
            // Each date is counted from the first rather than summed, so no rounding error builds up.
            upcoming = interval.isFinite && interval > 0 ? origin.addingTimeInterval(count * interval) : nil
            return current
        }
    }
}
