import Foundation

/// A view that updates according to a schedule that you provide: it has no appearance of its own, and
/// builds its content again at each of the schedule's dates, on the graph's clock.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// Information passed to a timeline view's content callback: the date that triggered the update, and
    /// the cadence the timeline updates at.
    public struct Context {
        /// A rate at which timeline views can receive updates; slower cadences compare greater.
        public enum Cadence: Comparable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update (the first may be in the past).
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// Information passed to a timeline view's content callback, one type for every timeline view.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
    /// Creates a new timeline view that uses the given schedule; `content` is called at the schedule's dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// Never evaluated: the framework builds the content itself at the schedule's dates.
    public var body: Never { neverBody }

    func makeNode(in context: NodeContext) -> ViewNode { TimelineNode(context: context) }
}

/// Lets the node drive a timeline without knowing its schedule and content types.
@MainActor protocol TimelineContentProvider {
    /// The schedule, compared with the next value's to tell whether the timeline starts again.
    var anySchedule: Any { get }
    /// The schedule's dates from `start`.
    func makeEntries(from start: Date) -> AnyIterator<Date>
    /// The content for a date.
    func makeContent(_ context: TimelineViewDefaultContext) -> any View
}

extension TimelineView: TimelineContentProvider where Content: View {
    var anySchedule: Any { schedule }

    func makeEntries(from start: Date) -> AnyIterator<Date> {
        var iterator = schedule.entries(from: start, mode: .normal).makeIterator()
        return AnyIterator { iterator.next() }
    }

    func makeContent(_ context: TimelineViewDefaultContext) -> any View { content(context) }
}
