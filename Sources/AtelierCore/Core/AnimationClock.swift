import Foundation

/// The graph's virtual clock: the time animations are sampled at and gesture timers fire at.
/// Hosts move it (a window by the real clock, TestHost by `advance(by:)`), so the same script
/// gives the same frames on every run.
@MainActor final class AnimationClock {
    /// Seconds since the graph was made.
    private(set) var now: TimeInterval = 0
    private var timers: [ScheduledTimer] = []
    private var nextID = 0

    /// A timer waiting for its time.
    final class ScheduledTimer {
        let id: Int
        let fireTime: TimeInterval
        let action: @MainActor () -> Void
        var isCancelled = false
        init(id: Int, fireTime: TimeInterval, action: @escaping @MainActor () -> Void) {
            self.id = id; self.fireTime = fireTime; self.action = action
        }
        /// Stops the timer from firing.
        func cancel() { isCancelled = true }
    }

    /// Schedules `action` after `delay` seconds of virtual time (a bad delay fires at once).
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let d = delay.isFinite && delay > 0 ? delay : 0
        nextID += 1
        let timer = ScheduledTimer(id: nextID, fireTime: now + d, action: action)
        timers.append(timer)
        timers.sort { ($0.fireTime, $0.id) < ($1.fireTime, $1.id) }
        return timer
    }

    /// The time of the next timer, if any.
    var nextFireTime: TimeInterval? {
        timers.first(where: { !$0.isCancelled })?.fireTime
    }

    /// Moves the clock to `time`, firing due timers in order, each at its own time.
    func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        while let timer = timers.first, timer.fireTime <= time {
            timers.removeFirst()
            guard !timer.isCancelled else { continue }
            now = max(now, timer.fireTime)
            timer.action()
        }
        now = max(now, time)
    }
}

extension ViewGraph {
    /// The virtual time, in seconds.
    public var time: TimeInterval { clock.now }

    /// The date now on the virtual clock: the start date plus the virtual time.
    public var date: Date { startDate.addingTimeInterval(clock.now) }

    /// The virtual time at which the clock reads `date` (may be in the past or the future).
    func time(of date: Date) -> TimeInterval { date.timeIntervalSince(startDate) }

    /// The time of the next gesture timer, so that a host can step to it exactly.
    public var nextTimerTime: TimeInterval? { clock.nextFireTime }

    /// Moves virtual time forward, firing timers at their times.
    public func advanceClock(to time: TimeInterval) { clock.advance(to: time) }

    /// Whether anything is animating at the current time (a host keeps drawing frames while it is).
    public var hasRunningAnimations: Bool {
        animatingNodes.values.contains { $0.node.map { $0.isAttached && $0.hasAnimationsInFlight } ?? false }
    }

    /// Marks the drawing of every node with values in flight (and of those that just arrived, whose last
    /// frame is still to draw) as changed, then forgets the ones that have stopped.
    func markAnimatedNodesForDisplay() {
        guard !animatingNodes.isEmpty else { return }
        for entry in animatingNodes.values {
            // A node that animates for as long as it is attached draws again only while it says it animates.
            if let node = entry.node, node.isAttached, !node.animatesUntilDetached || node.hasAnimationsInFlight {
                node.setNeedsDisplay()
                node.hitGeometryDidChange()
            }
        }
        animatingNodes = animatingNodes.filter {
            $0.value.node.map { $0.isAttached && ($0.hasAnimationsInFlight || $0.animatesUntilDetached) } ?? false
        }
    }

    /// The attached nodes with values in flight.
    var nodesWithAnimationsInFlight: [ViewNode] {
        animatingNodes.values.compactMap { $0.node }.filter(\.isAttached)
    }

    /// Records that a node has values in flight, so that hosts keep stepping time.
    func nodeStartedAnimating(_ node: ViewNode) {
        animatingNodes[ObjectIdentifier(node)] = WeakNode(node)
    }
}

/// A weak reference to a node.
final class WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
