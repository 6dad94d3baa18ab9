import Foundation

/// A graph's queue of lifecycle actions (onChange, onAppear, onDisappear, task starts and cancellations):
/// nodes queue them while an update pass runs, and they run, in order, once the pass is complete, never
/// during body evaluation. Actions may change state; the frame owner then runs another pass, and so on,
/// bounded like the update loop itself.
@MainActor final class PostUpdateActions {
    /// Disappearance actions (onDisappear, task cancellation), run first in each flush.
    private var disappearing: [() -> Void] = []
    /// Every other action (onAppear, onChange, task starts), in the order they were queued.
    private var actions: [() -> Void] = []
    nonisolated init() {}

    /// Whether no action is waiting.
    var isEmpty: Bool { disappearing.isEmpty && actions.isEmpty }

    /// Queues an action for after the current update pass; `disappearing` ones run before the others.
    func enqueue(disappearing isDisappearance: Bool = false, in graph: ViewGraph, _ action: @escaping () -> Void) {
        if isDisappearance { disappearing.append(action) } else { actions.append(action) }
        // Queued outside an update (say, by an environment change): tell the host there is work to do.
        if !graph.frameOwner.isSettlingUpdates { graph.requestFrame() }
    }

    /// Runs what is queued now: disappearances first, then the rest, each in queue order. The frame owner's
    /// update phase calls it between passes.
    func runQueued() {
        let batch = disappearing + actions
        disappearing.removeAll()
        actions.removeAll()
        for action in batch { action() }
    }

    /// Drops every queued action (a lifecycle loop that does not settle).
    func removeAll() {
        disappearing.removeAll()
        actions.removeAll()
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
