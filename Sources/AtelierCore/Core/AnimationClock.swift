import Foundation

/// The graph's virtual clock: the time animations are sampled at and gesture timers fire at.
/// Hosts move it (a window by the real clock, TestHost by `advance(by:)`), so the same script
/// gives the same frames on every run.
@MainActor final class AnimationClock {
    /// Seconds since the graph was made.
    private(set) var now: TimeInterval = 0
    /// The waiting timers as a binary min-heap on (fire time, id): scheduling and firing cost O(log n), so a
    /// caret timer cancelled and scheduled again at every key keeps typing linear. A cancelled timer stays
    /// in the heap until it reaches the top or the heap is compacted (more cancelled timers than live ones).
    private var heap: [ScheduledTimer] = []
    /// How many timers in the heap are cancelled.
    private var cancelledInHeap = 0
    private var nextID = 0

    /// A timer waiting for its time.
    @MainActor final class ScheduledTimer {
        let id: Int
        let fireTime: TimeInterval
        let action: @MainActor () -> Void
        private(set) var isCancelled = false
        /// The clock whose heap holds the timer, until it fires or leaves the heap.
        weak var clock: AnimationClock?
        init(id: Int, fireTime: TimeInterval, action: @escaping @MainActor () -> Void) {
            self.id = id; self.fireTime = fireTime; self.action = action
        }
        /// Stops the timer from firing.
        func cancel() {
            guard !isCancelled else { return }
            isCancelled = true
            clock?.timerWasCancelled()
        }
        /// Whether it fires before `other` (ties in the order they were scheduled).
        func firesBefore(_ other: ScheduledTimer) -> Bool {
            fireTime < other.fireTime || (fireTime == other.fireTime && id < other.id)
        }
    }

    /// How many timers the clock's heap holds, cancelled ones among them: bounded by about twice the live
    /// timers, however many were cancelled (for tests of scheduling cost).
    var storedTimerCount: Int { heap.count }

    /// Schedules `action` after `delay` seconds of virtual time (a bad delay fires at once).
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let d = delay.isFinite && delay > 0 ? delay : 0
        nextID += 1
        let timer = ScheduledTimer(id: nextID, fireTime: now + d, action: action)
        timer.clock = self
        heap.append(timer)
        siftUp(heap.count - 1)
        return timer
    }

    /// The time of the next timer, if any.
    var nextFireTime: TimeInterval? {
        dropCancelledTop()
        return heap.first?.fireTime
    }

    /// Moves the clock to `time`, firing due timers in order, each at its own time.
    func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        while true {
            dropCancelledTop()
            guard let timer = heap.first, timer.fireTime <= time else { break }
            popTop()
            now = max(now, timer.fireTime)
            timer.action()
        }
        now = max(now, time)
    }

    /// Called by a timer of this heap when it is cancelled: past half the heap, the cancelled ones are
    /// dropped at once (O(n), paid for by the n cancellations before it).
    fileprivate func timerWasCancelled() {
        cancelledInHeap += 1
        guard cancelledInHeap > 32, cancelledInHeap * 2 >= heap.count else { return }
        heap.removeAll { timer in
            guard timer.isCancelled else { return false }
            timer.clock = nil
            return true
        }
        cancelledInHeap = 0
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }

    private func dropCancelledTop() {
        while let top = heap.first, top.isCancelled {
            popTop()
            cancelledInHeap -= 1
        }
    }

    private func popTop() {
        let top = heap[0]
        top.clock = nil
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
    }

    private func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].firesBefore(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count, heap[left].firesBefore(heap[first]) { first = left }
            if right < heap.count, heap[right].firesBefore(heap[first]) { first = right }
            guard first != parent else { return }
            heap.swapAt(parent, first)
            parent = first
        }
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
