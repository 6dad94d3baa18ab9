import Foundation

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates (in ascending order).
    public init(_ dates: Entries) { self.dates = dates }

    /// Provides the sequence of dates with which you initialized the schedule; the start date and mode are ignored.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}
