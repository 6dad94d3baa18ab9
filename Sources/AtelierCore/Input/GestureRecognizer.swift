import Foundation

/// A pointer event as recognizers see it: a location in window coordinates, at a virtual time.
struct PointerEvent {
    enum Phase { case down, move, up }
    var phase: Phase
    var location: CGPoint
    var time: TimeInterval
}

/// What a recognizer needs to know about where it runs: its engine and the node of the view the
/// gesture is attached to (for local coordinates and bounds).
@MainActor struct RecognizerContext {
    weak var engine: GestureEngine?
    weak var node: ViewNode?
}

/// A gesture being recognized, type-erased. Recognizers form a tree that mirrors the gesture value
/// (wrappers and combinators over primitive recognizers). A recognizer is `possible` until it
/// activates (`active`, a continuous gesture under way, with a value) or finishes (`ended` or
/// `failed`). Callbacks (onChanged, onEnded, updating) run only once every combinator above has
/// committed to the recognizer (`isAccepted`); until then its changes wait and are replayed on accept.
@MainActor class AnyGestureRecognizer {
    enum State { case possible, active, ended, failed }
    private(set) var state: State = .possible
    /// The combinator or wrapper this recognizer reports to.
    weak var parent: AnyGestureRecognizer?
    /// Whether callbacks may run.
    private(set) var isAccepted = false
    /// Whether the recognizer was cancelled (quietly: no callbacks).
    private(set) var isCancelled = false
    let context: RecognizerContext
    private var timers: [AnimationClock.ScheduledTimer] = []

    init(context: RecognizerContext) { self.context = context }

    var isFinished: Bool { state == .ended || state == .failed }
    /// Whether the recognizer has activated or ended successfully.
    var hasSucceededOrBegun: Bool { state == .active || state == .ended }

    /// The recognizers under this one.
    var children: [AnyGestureRecognizer] { [] }
    /// The children whose callbacks may run once this recognizer is accepted.
    var acceptedChildren: [AnyGestureRecognizer] { children }

    /// Delivers a pointer event; primitives override. Never called once finished.
    func handle(_ event: PointerEvent) {}

    /// Called when a child's state or value changed.
    func childDidChange(_ child: AnyGestureRecognizer) {}

    /// Called after this recognizer's state or value changed, when it is accepted: runs callbacks.
    func runCallbacks() {}

    /// Called once when the recognizer finishes (ended, failed or cancelled).
    func didFinish() {}

    /// Sets the state (a repeated `active` reports a new value) and tells the parent.
    final func transition(to newState: State) {
        guard !isFinished else { return }
        state = newState
        if isFinished { stopTimers(); didFinish() }
        if isAccepted && !isCancelled { runCallbacks() }
        parent?.childDidChange(self)
    }

    /// Lets callbacks run from now on, replaying what has happened so far (children first).
    final func accept() {
        guard !isAccepted else { return }
        isAccepted = true
        for child in acceptedChildren { child.accept() }
        if !isCancelled && state != .possible { runCallbacks() }
    }

    /// Stops the recognizer and everything under it without callbacks, then tells the parent (as a failure).
    final func cancel() {
        guard !isFinished else { return }
        markCancelled()
        parent?.childDidChange(self)
    }

    private func markCancelled() {
        guard !isFinished else { return }
        isCancelled = true
        for child in children { child.markCancelled() }
        state = .failed
        stopTimers()
        didFinish()
    }

    /// Schedules `action` on the graph's virtual clock; it does not fire once the recognizer finished.
    final func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        guard let engine = context.engine else { return }
        let timer = engine.schedule(after: delay) { [weak self] in
            guard let self, !self.isFinished else { return }
            action()
        }
        if let timer { timers.append(timer) }
    }

    final func stopTimers() {
        for t in timers { t.cancel() }
        timers.removeAll()
    }

    /// Takes the closures of a newer gesture value of the same shape (the view's body was evaluated again).
    func refresh(with gesture: Any) {}
}

/// A recognizer producing values of a gesture's `Value` type.
@MainActor class GestureRecognizer<Value>: AnyGestureRecognizer {
    /// The current value: set while active and when ended.
    var value: Value?
}

/// Recognizes nothing: stands for a gesture the engine cannot build.
@MainActor final class FailingRecognizer<Value>: GestureRecognizer<Value> {
    override func handle(_ event: PointerEvent) { transition(to: .failed) }
}

/// Builds recognizers for gesture values that are not custom (every built-in gesture).
@MainActor protocol RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer
}

/// Builds the recognizer of any gesture: a built-in one directly, a custom one through its body.
@MainActor func makeGestureRecognizer<G: Gesture>(_ gesture: G, in context: RecognizerContext, depth: Int = 0)
    -> GestureRecognizer<G.Value> {
    if let maker = gesture as? RecognizerMaking {
        if let r = maker.makeRecognizer(in: context) as? GestureRecognizer<G.Value> { return r }
    } else if G.Body.self != Never.self, depth < 64 {
        let inner = makeGestureRecognizer(gesture.body, in: context, depth: depth + 1)
        if let r = inner as? GestureRecognizer<G.Value> { return r }
        Diagnostics.warn("the gesture \(G.self) has Value \(G.Value.self) but its body produces \(G.Body.Value.self); it is ignored",
                         key: "gesture-value-mismatch-\(G.self)")
        return FailingRecognizer(context: context)
    }
    Diagnostics.warn("the gesture \(G.self) is not supported; it never recognizes", key: "gesture-unsupported-\(G.self)")
    return FailingRecognizer(context: context)
}

/// Passes a newer gesture value to a recognizer built from an older one (through custom bodies).
@MainActor func refreshGestureRecognizer<G: Gesture>(_ recognizer: AnyGestureRecognizer, with gesture: G, depth: Int = 0) {
    if gesture is RecognizerMaking { recognizer.refresh(with: gesture); return }
    guard G.Body.self != Never.self, depth < 64 else { return }
    refreshGestureRecognizer(recognizer, with: gesture.body, depth: depth + 1)
}

/// Type-erased entry points, for gestures held as `any Gesture`.
@MainActor func makeAnyGestureRecognizer(_ gesture: any Gesture, in context: RecognizerContext) -> AnyGestureRecognizer {
    func open<G: Gesture>(_ g: G) -> AnyGestureRecognizer { makeGestureRecognizer(g, in: context) }
    return open(gesture)
}

@MainActor func refreshAnyGestureRecognizer(_ recognizer: AnyGestureRecognizer, with gesture: any Gesture) {
    refreshGestureRecognizer(recognizer, with: gesture)
}
