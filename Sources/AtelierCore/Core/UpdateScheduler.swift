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
        if !node.needsEvaluation {
            node.needsEvaluation = true
        }
        pending.append(node)
        node.graph.requestFrame()
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
                Diagnostics.warn("a view's state changes every time its body is evaluated; updates stopped after 100 rounds",
                                 key: "update-loop")
                pending.removeAll()
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
