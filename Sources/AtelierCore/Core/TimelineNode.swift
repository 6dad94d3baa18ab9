import Foundation

/// The node of a TimelineView: it walks the schedule's dates on the graph's clock, one timer for the next
/// date at a time, and builds its content again when a date arrives. A schedule with no date ahead (paused,
/// or at its end) keeps no timer, so an idle timeline asks the host for no frames.
@MainActor final class TimelineNode: WrapperNode {
    private var provider: TimelineContentProvider?
    /// The value last given, handed back to `update(view:)` when a date arrives.
    private var view: (any View)?
    /// The schedule's dates not yet reached; nil once it has none left.
    private var entries: AnyIterator<Date>?
    /// The next date, taken from `entries` and waiting for its time.
    private var upcoming: Date?
    /// The latest date reached: what the content shows (nil before the first).
    private var reached: Date?
    /// When the timeline started: what the content shows before the schedule's first date.
    private var started = Date()
    private var timer: AnimationClock.ScheduledTimer?
    /// Set by the timer: the next update moves to the dates that are due.
    private var due = false

    /// At most this many dates are passed over in one update before the schedule is asked again from now.
    static let maximumDatesPerUpdate = 10_000
    /// The shortest time between two updates: dates closer than this are shown together, once a frame at 120 Hz.
    static let minimumSpacing: TimeInterval = 1.0 / 120

    override func update(view: any View) {
        guard let next = view as? TimelineContentProvider else { return }
        let previous = provider
        provider = next
        self.view = view
        if previous == nil || !ViewEquality.equal(previous!.anySchedule, next.anySchedule) {
            start(next)
        } else if due {
            due = false
            catchUp(to: graph.date)
        }
        build()
    }

    /// Starts the schedule from now: the dates up to now are passed over, the content shows the latest.
    private func start(_ provider: TimelineContentProvider) {
        timer?.cancel()
        timer = nil
        due = false
        started = graph.date
        reached = nil
        upcoming = nil
        entries = provider.makeEntries(from: started)
        catchUp(to: started)
    }

    /// Takes every date up to `now`, then sets the timer for the next one.
    private func catchUp(to now: Date) {
        timer?.cancel()
        timer = nil
        var passed = 0, restarted = false
        while true {
            if upcoming == nil { upcoming = entries?.next() }
            guard let next = upcoming else { entries = nil; return }
            guard next <= now else { break }
            // A date before one already reached (a schedule out of order) is passed over.
            if reached.map({ next > $0 }) ?? true { reached = next }
            upcoming = nil
            passed += 1
            if passed >= Self.maximumDatesPerUpdate {
                warnDense()
                // Asked again from now, a periodic schedule starts at its latest date; if that does not
                // help either, the rest waits for the next frame.
                guard !restarted, let provider else { return schedule(after: AnimationTimelineSchedule.frameInterval) }
                restarted = true
                passed = 0
                entries = provider.makeEntries(from: now)
            }
        }
        guard let next = upcoming else { return }
        let delay = graph.time(of: next) - graph.time
        guard delay.isFinite else { entries = nil; upcoming = nil; return }
        guard delay >= Self.minimumSpacing - 1e-9 else {
            warnDense()
            return schedule(after: Self.minimumSpacing)
        }
        schedule(after: delay, reaching: next)
    }

    private func warnDense() {
        Diagnostics.warn("a TimelineView's schedule (\(type(of: provider!.anySchedule))) gives dates closer together than frames; they are shown at most 120 times a second",
                         key: "timeline-dense-\(type(of: provider!.anySchedule))")
    }

    /// Sets the timer; when it fires, `date` (if given) counts as reached even if the clock's sum rounds below it.
    private func schedule(after delay: TimeInterval, reaching date: Date? = nil) {
        timer = graph.clock.schedule(after: max(delay, 0)) { [weak self] in
            guard let self, self.isAttached, let view = self.view else { return }
            self.timer = nil
            self.due = true
            if let date, self.upcoming == date {
                // The date is due: taken now, so that rounding in the clock's time cannot leave it pending.
                if self.reached.map({ date > $0 }) ?? true { self.reached = date }
                self.upcoming = nil
            }
            self.currentView = view
            self.graph.updates.deferUpdate(self)
            self.graph.requestFrame()
        }
    }

    private func build() {
        guard let provider else { return }
        let context = TimelineViewDefaultContext(date: reached ?? started, cadence: .live)
        let content = evaluateForOwningBody { provider.makeContent(context) }
        child = reconcile(child, with: content, environment: environment)
    }

    override func willDetach() -> [ViewNode] {
        timer?.cancel()
        timer = nil
        return []
    }
}
