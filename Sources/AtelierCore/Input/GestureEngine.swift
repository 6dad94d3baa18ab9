import Foundation

/// Runs the gestures of one graph. On pointer down it hit-tests, collects the gesture modifiers on the
/// path from the hit view up to the root, and combines their recognizers as SwiftUI orders them, from
/// the innermost out: a `gesture` is exclusive after what its content recognizes (the child wins), a
/// `highPriorityGesture` exclusive before it, a `simultaneousGesture` alongside it. Every recognizer
/// then sees the pointer events; timers run on the graph's virtual clock. The session lasts until the
/// combined recognizer has ended or failed (a multiple tap may keep it open between presses).
@MainActor final class GestureEngine {
    weak var graph: ViewGraph?
    /// The last pointer location in window coordinates, and whether the pointer is down.
    private(set) var pointerLocation: CGPoint?
    private(set) var isPointerDown = false
    /// The wall-clock date of virtual time zero, for DragGesture.Value.time.
    private let epoch = Date()
    private var session: Session?

    /// The recognizers of one interaction, with the gesture node each one came from.
    private struct Entry {
        weak var node: GestureModifierNode?
        let recognizer: AnyGestureRecognizer
        var version: Int
    }

    private final class Session {
        let root: RootRecognizer
        var entries: [Entry]
        /// The view the pointer went down on.
        weak var leaf: ViewNode?
        init(root: RootRecognizer, entries: [Entry], leaf: ViewNode?) { self.root = root; self.entries = entries; self.leaf = leaf }
    }

    init(graph: ViewGraph) { self.graph = graph }

    /// The virtual time.
    var time: TimeInterval { graph?.time ?? 0 }

    /// The date of a virtual time.
    func date(at time: TimeInterval) -> Date { epoch.addingTimeInterval(time) }

    /// Schedules an action on the virtual clock; before it runs, recognizers of views that left the tree are cancelled.
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> AnimationClock.ScheduledTimer? {
        graph?.clock.schedule(after: delay) { [weak self] in
            self?.prepareForDelivery()
            action()
            self?.endSessionIfFinished()
        }
    }

    // MARK: Events

    func pointerDown(at point: CGPoint) {
        if isPointerDown, let last = pointerLocation { pointerUp(at: last) }
        isPointerDown = true
        pointerLocation = point
        if let session, !session.root.isFinished {
            deliver(.down, at: point)
            if let current = self.session, current === session, !session.root.isFinished { return }
        }
        startSession(at: point)
        deliver(.down, at: point)
    }

    func pointerMove(to point: CGPoint) {
        // A move with no button down is a hover, which the pointer tracker follows.
        guard isPointerDown else { return }
        pointerLocation = point
        deliver(.move, at: point)
    }

    func pointerUp(at point: CGPoint? = nil) {
        guard isPointerDown else { return }
        let p = point ?? pointerLocation ?? .zero
        pointerLocation = p
        isPointerDown = false
        deliver(.up, at: p)
    }

    /// Cancels every recognizer quietly (the system took the pointer away).
    func pointerCancel() {
        isPointerDown = false
        guard let session else { return }
        self.session = nil
        session.root.cancel()
    }

    private func deliver(_ phase: PointerEvent.Phase, at point: CGPoint) {
        guard let session else { return }
        prepareForDelivery()
        if !session.root.isFinished {
            session.root.handle(PointerEvent(phase: phase, location: point, time: time))
        }
        endSessionIfFinished()
    }

    /// Cancels the recognizers of gesture views that left the tree, and hands the others newer gesture values.
    private func prepareForDelivery() {
        guard let session else { return }
        for i in session.entries.indices {
            let entry = session.entries[i]
            guard !entry.recognizer.isFinished else { continue }
            guard let node = entry.node, node.isAttached, let attachment = node.modifier else {
                entry.recognizer.cancel()
                continue
            }
            if node.version != entry.version {
                session.entries[i].version = node.version
                refreshAnyGestureRecognizer(entry.recognizer, with: attachment.anyGesture)
            }
        }
    }

    private func endSessionIfFinished() {
        if let session, session.root.isFinished { self.session = nil }
    }

    // MARK: Building

    private func startSession(at point: CGPoint) {
        session = nil
        guard let graph else { return }
        graph.flush(through: .layout)
        graph.sampleAnimatedFrames()
        guard let leaf = HitTesting.hit(graph.root, at: point) else { return }
        var nodes: [GestureModifierNode] = []
        var n: ViewNode? = leaf
        while let node = n {
            if let g = node as? GestureModifierNode, g.modifier != nil { nodes.append(g) }
            n = node.parent
        }
        var combined: AnyGestureRecognizer?
        var entries: [Entry] = []
        for node in nodes {
            guard let attachment = node.modifier else { continue }
            if !attachment.mask.contains(.subviews) { combined = nil; entries.removeAll() }
            guard attachment.mask.contains(.gesture) else { continue }
            let context = RecognizerContext(engine: self, node: node)
            let recognizer = makeAnyGestureRecognizer(attachment.anyGesture, in: context)
            entries.append(Entry(node: node, recognizer: recognizer, version: node.version))
            guard let content = combined else { combined = recognizer; continue }
            switch attachment.priority {
            case .normal:
                combined = ExclusiveRecognizer<Void>(first: content, second: recognizer, context: context) { _ in () }
            case .high:
                combined = ExclusiveRecognizer<Void>(first: recognizer, second: content, context: context) { _ in () }
            case .simultaneous:
                combined = SimultaneousRecognizer<Void>(first: content, second: recognizer, context: context) { () }
            }
        }
        guard let combined else { return }
        let root = RootRecognizer(child: combined, context: RecognizerContext(engine: self, node: leaf))
        session = Session(root: root, entries: entries, leaf: leaf)
        root.accept()
    }
}

/// The top of a session's recognizer tree: accepts everything and finishes with its child.
@MainActor final class RootRecognizer: AnyGestureRecognizer {
    let child: AnyGestureRecognizer
    init(child: AnyGestureRecognizer, context: RecognizerContext) {
        self.child = child
        super.init(context: context)
        child.parent = self
    }
    override var children: [AnyGestureRecognizer] { [child] }
    override func handle(_ event: PointerEvent) {
        if !child.isFinished { child.handle(event) }
    }
    override func childDidChange(_ child: AnyGestureRecognizer) {
        if child.isFinished { transition(to: child.state) }
    }
}
