import Foundation

/// A graph's queue of lifecycle actions (onChange, onAppear, onDisappear, task starts and cancellations):
/// nodes queue them while an update pass runs, and they run, in order, once the pass is complete, never
/// during body evaluation. Actions may change state; the graph then runs another pass, and so on,
/// bounded like the update loop itself.
@MainActor final class PostUpdateActions {
    /// Disappearance actions (onDisappear, task cancellation), run first in each flush.
    private var disappearing: [() -> Void] = []
    /// Every other action (onAppear, onChange, task starts), in the order they were queued.
    private var actions: [() -> Void] = []
    /// Whether `drive(_:)` is running the graph's update loop now.
    private var isDriving = false
    /// How many rounds of "update, run actions" one `update()` may take before it gives up.
    static let maxRounds = 100

    nonisolated init() {}

    /// Whether no action is waiting.
    var isEmpty: Bool { disappearing.isEmpty && actions.isEmpty }

    /// Queues an action for after the current update pass; `disappearing` ones run before the others.
    func enqueue(disappearing isDisappearance: Bool = false, in graph: ViewGraph, _ action: @escaping () -> Void) {
        if isDisappearance { disappearing.append(action) } else { actions.append(action) }
        // Queued outside an update (say, by an environment change): tell the host there is work to do.
        if !isDriving { graph.onNeedsUpdate?() }
    }

    /// Runs the graph's whole update: a pass, then the queued actions, then another pass if they
    /// changed anything, until nothing is left. Called first thing in `ViewGraph.update()`; returns false
    /// when that call is the pass itself (made from here), which must then go on as usual.
    func drive(_ graph: ViewGraph) -> Bool {
        guard !isDriving else { return false }
        isDriving = true
        defer { isDriving = false }
        var rounds = 0
        while true {
            graph.update()
            if isEmpty { return true }
            rounds += 1
            if rounds > Self.maxRounds {
                Diagnostics.warn("an onChange, onAppear or task action changes state every time it runs; "
                    + "lifecycle actions stopped after \(Self.maxRounds) rounds", key: "post-update-loop")
                disappearing.removeAll()
                actions.removeAll()
                return true
            }
            flush()
        }
    }

    /// Runs what is queued now: disappearances first, then the rest, each in queue order.
    private func flush() {
        let batch = disappearing + actions
        disappearing.removeAll()
        actions.removeAll()
        for action in batch { action() }
    }
}

extension ViewNode {
    /// Queues `action` to run after the current update pass, if this node is still in the tree by then
    /// (a node made and removed within one update never appears).
    final func afterUpdate(_ action: @escaping () -> Void) {
        graph.postUpdateActions.enqueue(in: graph) { [weak self] in
            guard let self, self.isAttached else { return }
            action()
        }
    }

    /// Queues a disappearance action: it runs after the pass, before the other actions, though the node has left the tree.
    final func afterUpdateDisappearing(_ action: @escaping () -> Void) {
        graph.postUpdateActions.enqueue(disappearing: true, in: graph, action)
    }
}
