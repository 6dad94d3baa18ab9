import Foundation
import Observation

/// The update phase's state: the bodies whose inputs changed, the bodies being evaluated, the nodes left
/// for later by a deep tree, and the pass that evaluates them, which the frame owner runs.
@MainActor final class UpdateScheduler {
    /// The transactions the passes run in.
    private let transactions: UpdateTransactions
    /// Body nodes whose inputs changed, waiting for the pass.
    private var pending: [BodyNode] = []
    /// The bodies being evaluated, innermost last.
    private(set) var evaluating: [BodyNode] = []
    /// Nodes of a stopped state loop invalidated again during an update: they wait for a change from outside.
    private var parked: [BodyNode] = []
    /// Set when an update bound was reached, until a change from outside an update: every body the tree's own
    /// update invalidates meanwhile waits too. A loop passes through several bodies (a ForEach's content that
    /// appends to its data is evaluated for the List, its section and the view around them), and each of them
    /// starting a bounded loop of its own made a frame of ten thousand rounds.
    private(set) var isLoopStopped = false
    /// Nodes left for the pass's loop because the tree was too deep to update in one go.
    private var deferred: [ViewNode] = []
    /// How many node updates are nested on the stack right now.
    var nestedUpdates = 0
    /// Past this many nested updates, nodes are updated later from the pass's loop.
    static let maxNestedUpdates = 256
    /// The saved state of the lazy row being made now, if any: its body nodes take their storage from it.
    var restoringRowState: SavedRowState?
    /// How many rounds of evaluation one pass may take before it gives up on a state loop.
    static let maxRounds = 100

    init(transactions: UpdateTransactions) { self.transactions = transactions }

    /// Whether bodies are waiting to be evaluated.
    var hasPendingUpdates: Bool { !pending.isEmpty || !deferred.isEmpty }

    /// The node whose body is being evaluated, if any.
    var currentEvaluation: BodyNode? { evaluating.last }

    /// Queues a node's update for the pass's loop without treating it as a state change.
    func deferUpdate(_ node: ViewNode) { deferred.append(node) }

    /// Runs a body with the node recorded as the reader of every state and observable it touches.
    func evaluate<T>(for node: BodyNode, _ body: () -> T) -> T {
        evaluating.append(node)
        defer { evaluating.removeLast() }
        let handle = node.handle
        return withObservationTracking(body, onChange: { [handle] in
            // Observation calls this on the thread that mutates, before the new value is stored.
            if StackGuard.isOnMainThread {
                MainActor.assumeIsolated { handle.node.map { $0.graph.updates.invalidate($0) } }
            } else {
                DispatchQueue.main.async { handle.node.map { $0.graph.updates.invalidate($0) } }
            }
        })
    }

    /// Marks a body as needing evaluation because something it read changed, and asks for a frame.
    func invalidate(_ node: BodyNode) {
        guard node.isAttached else { return }
        if !evaluating.isEmpty {
            Diagnostics.warn("Modifying state during view update, this will cause undefined behavior. "
                + "(a value read by \(node.viewType) changed while a body was being evaluated; the change is applied in the next update)",
                key: "state-during-update-\(node.viewType)")
        }
        if node.graph.frameOwner.isFlushing {
            if node.isInStoppedLoop || isLoopStopped {
                // The loop goes on from inside an update: it stays stopped, at no cost, frame after frame.
                node.needsEvaluation = true
                if !parked.contains(where: { $0 === node }) { parked.append(node) }
                return
            }
        } else if !parked.isEmpty {
            // A change from outside (an event, a timer, a task): the stopped views are brought up to date with
            // it, and a loop among them gets one more bounded frame.
            for stopped in parked where stopped.isAttached {
                stopped.isInStoppedLoop = false
                pending.append(stopped)
            }
            parked.removeAll()
        }
        if !node.graph.frameOwner.isFlushing { isLoopStopped = false }
        node.isInStoppedLoop = false
        if !node.needsEvaluation {
            node.needsEvaluation = true
        }
        pending.append(node)
        node.graph.requestFrame()
    }

    /// Stops the state loop of the bodies waiting now (an update bound was reached): they keep their marks
    /// and wait, with whatever invalidates them during later updates, for a change from outside an update.
    func stopPendingLoop() {
        isLoopStopped = true
        for node in pending where node.isAttached {
            node.isInStoppedLoop = true
            if !parked.contains(where: { $0 === node }) { parked.append(node) }
        }
        pending.removeAll()
    }

    /// Evaluates every body whose inputs changed, parents first. Run by the frame owner only.
    func performPass() {
        guard hasPendingUpdates else { return }
        transactions.beginPass()
        defer { transactions.endPass() }
        var rounds = 0
        while !pending.isEmpty || !deferred.isEmpty {
            if pending.isEmpty {
                // Building a deep tree slice by slice is not a state loop: these do not count as rounds.
                let nodes = deferred
                deferred.removeAll()
                for node in nodes where node.isAttached {
                    if let view = node.currentView {
                        node.update(view: view)
                        // Kept for the deferred update only, unless the parent updates its children from their values.
                        if node.parent?.updatesChildrenFromTheirViews == false { node.currentView = nil }
                    }
                }
                continue
            }
            rounds += 1
            if rounds > Self.maxRounds {
                Diagnostics.warn("a view's state changes every time its body is evaluated; "
                    + "updates stopped after 100 rounds, and the views in the loop wait for the next change made outside an update",
                                 key: "update-loop")
                stopPendingLoop()
                break
            }
            let nodes = pending.sorted { $0.depth < $1.depth }
            pending.removeAll()
            for node in nodes where node.needsEvaluation && node.isAttached {
                node.evaluate()
            }
        }
    }
}
