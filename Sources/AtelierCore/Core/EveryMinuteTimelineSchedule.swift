import Foundation

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a per-minute update schedule.
    public init() {}

    /// Provides a sequence of per-minute dates starting at the beginning of the minute `startDate` falls in.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let t = startDate.timeIntervalSinceReferenceDate
        // The reference date is a whole minute (2001-01-01 00:00:00 UTC), so minutes count from it.
        let minute = t.isFinite ? (t / 60).rounded(.down) * 60 : 0
        return Entries(first: Date(timeIntervalSinceReferenceDate: minute))
    }

    /// The sequence of dates in an every minute schedule: endless, one per minute.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private let first: Date
        private var count = 0.0

        init(first: Date) { self.first = first }

        /// The start of the next minute.
        public mutating func next() -> Date? {
            defer { count += 1 }
            return first.addingTimeInterval(count * 60)
        }
    }
}
