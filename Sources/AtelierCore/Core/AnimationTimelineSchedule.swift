import Foundation

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// The interval used when none is given: one frame at 60 Hz, the rate hosts draw at.
    static let frameInterval: TimeInterval = 1.0 / 60

    /// Creates a pausable schedule updating no more often than `minimumInterval` (nil: every frame).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Returns entries at the frequency of the animation schedule: the start date alone when paused or in
    /// `.lowFrequency` mode, which pauses the animation.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        var interval = Self.frameInterval
        if let m = minimumInterval, m.isFinite, m > interval { interval = m }
        return Entries(start: start, interval: interval, paused: paused || mode == .lowFrequency)
    }

    /// The sequence of dates of an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private let start: Date
        private let interval: TimeInterval
        private let paused: Bool
        private var count = 0.0

        init(start: Date, interval: TimeInterval, paused: Bool) {
            self.start = start; self.interval = interval; self.paused = paused
        }

        /// The next frame's date; after the first, nil while paused.
        public mutating func next() -> Date? {
            if paused, count > 0 { return nil }
            defer { count += 1 }
            return start.addingTimeInterval(count * interval)
        }
    }
}
