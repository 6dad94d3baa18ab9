import Foundation

/// The one owner of a graph's frame. It runs the phases in order (update the marked bodies, lay out what
/// changed, rebuild the drawing that changed, the semantics slot) and is the only caller of a pass.
///
/// Input, text editing, gestures, timers and hosts mark what changed (a state write, `setNeedsLayout`,
/// `setNeedsDisplay`) and then either ask for a frame (`requestFrame`, which tells the host) or need the tree
/// current through a phase right now (`flush(through:)`: layout before a hit test). Nothing else runs a pass:
/// `scripts/check-layers.py` fails on a `performPass` call outside this file.
@MainActor final class FrameOwner {
    unowned(unsafe) private let graph: ViewGraph
    /// The passes of the phases that layers above Core run, by phase (layout, display, semantics).
    private var registered: [FramePhase: any FramePhasePass] = [:]
    /// Whether the update phase is settling its lifecycle actions now (an action that asks for the update
    /// phase gets the pass alone, which the loop then settles; an action queued meanwhile needs no frame).
    private(set) var isSettlingUpdates = false
    /// How many rounds of "update, run the queued lifecycle actions" one update phase may take.
    static let maxUpdateRounds = 100
    /// How many rounds of "lay out, read preferences" one layout phase may take.
    static let maxPreferenceRounds = 20
    /// Whether a flush is running: a change made now is made by the tree's own update (a body, a layout, a
    /// lifecycle action), not by an event from outside.
    private(set) var isFlushing = false

    init(graph: ViewGraph) { self.graph = graph }

    /// The host is told that the graph has work for a frame (it draws one when it can).
    var onFrameRequested: (() -> Void)?

    /// Asks the host for a frame: something was marked.
    func requestFrame() { onFrameRequested?() }

    /// Registers the pass of a phase run by a layer above Core; the owner keeps it as long as the graph.
    func register(_ pass: any FramePhasePass, for phase: FramePhase) {
        assert(phase >= .layout, "the update pass belongs to Core")
        registered[phase] = pass
    }

    /// The registered pass of a phase, if its layer registered one.
    func registeredPass(for phase: FramePhase) -> (any FramePhasePass)? { registered[phase] }

    /// Brings the tree up to date through `phase`: every phase before it runs first, in order, and each
    /// does only the work marked since it last ran.
    func flush(through phase: FramePhase) {
        let outermost = !isFlushing
        isFlushing = true
        defer { if outermost { isFlushing = false } }
        flushUpdates()
        guard phase >= .layout else { return }
        flushLayout()
        guard phase >= .display else { return }
        registered[.display]?.performPass()
        guard phase >= .semantics else { return }
        registered[.semantics]?.performPass()
    }

    /// The update phase: a pass, then the lifecycle actions it queued (onAppear, onChange, task), then
    /// another pass if they changed anything, until nothing is left (bounded, with one warning).
    private func flushUpdates() {
        let actions = graph.postUpdateActions
        // An action that needs the tree current (a hit test, a size) gets the pass; the loop settles the rest.
        guard !isSettlingUpdates else { graph.updates.performPass(); return }
        isSettlingUpdates = true
        defer { isSettlingUpdates = false }
        var rounds = 0
        while true {
            graph.updates.performPass()
            if actions.isEmpty { return }
            rounds += 1
            if rounds > Self.maxUpdateRounds {
                Diagnostics.warn("an onChange, onAppear or task action changes state every time it runs; "
                    + "lifecycle actions stopped after \(Self.maxUpdateRounds) rounds", key: "post-update-loop")
                actions.removeAll()
                graph.updates.stopPendingLoop()
                return
            }
            actions.runQueued()
        }
    }

    /// The layout phase: what changed is laid out in the graph's size; then the views that read preferences
    /// (`onPreferenceChange`, `overlayPreferenceValue`) read them, and an action they run or a view they
    /// build is updated and laid out in the same phase (bounded, with one warning). Lifecycle actions that
    /// layout queued (the `onAppear` of content a GeometryReader builds for its placed size) run there too.
    private func flushLayout() {
        let layout = graph.layoutQueue
        var laidOut = runLayoutPass()
        var rounds = 0
        while true {
            // (While the update phase settles its actions, it runs those itself.)
            var again = !isSettlingUpdates && !graph.postUpdateActions.isEmpty
            if let observers = layout.preferenceObservers, laidOut || observers.changed {
                observers.changed = false
                if observers.deliver() { again = true }
            }
            guard again else { return }
            rounds += 1
            if rounds > Self.maxPreferenceRounds {
                Diagnostics.warn("a preference changes every time it is read; preference actions stopped after "
                    + "\(Self.maxPreferenceRounds) rounds", key: "preference-loop")
                graph.updates.stopPendingLoop()
                return
            }
            flushUpdates()
            laidOut = runLayoutPass()
        }
    }

    /// Runs the Layout layer's pass (which its graph's maker registers); returns whether it laid anything out.
    private func runLayoutPass() -> Bool {
        guard let pass = registered[.layout] else {
            assertionFailure("a graph without a layout pass")
            return false
        }
        pass.performPass()
        return graph.layoutQueue.laidOutInLastPass
    }
}
