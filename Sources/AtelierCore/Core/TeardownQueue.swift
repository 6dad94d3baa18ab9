/// Releases deep chains (nodes owning nodes, AnyViews wrapping AnyViews) without a stack frame chain per
/// level: a deinit hands what it owns to this queue, and the outermost release empties it in a loop, so a
/// 100,000-deep tree is released on any stack.
enum TeardownQueue {
    nonisolated(unsafe) private static var queued: [Any] = []
    nonisolated(unsafe) private static var draining = false

    /// Releases what `slot` holds, leaving it nil. The queue takes the only reference before the slot lets
    /// go, so the object's own deinit runs in the loop below, not nested inside this one.
    static func release<T>(_ slot: inout T?) {
        if case .none = slot { return }
        // The queue is the main thread's; elsewhere (rare: nodes are main-actor objects) a release runs in place.
        guard StackGuard.isOnMainThread else { slot = nil; return }
        // No local binding holds it: a local's release would come after the loop, nested again.
        queued.append(slot as Any)
        slot = nil
        drain()
    }

    /// Releases the elements of `slot`, leaving it empty.
    static func release<T>(_ slot: inout [T]) {
        guard !slot.isEmpty else { return }
        guard StackGuard.isOnMainThread else { slot = []; return }
        queued.append(slot)
        slot = []
        drain()
    }

    private static func drain() {
        guard !draining else { return }
        draining = true
        // The queue is taken whole before anything is released: the deinits it runs queue what they own (and
        // return at once) while no access to the queue is open (a release inside `removeLast` would be one).
        while !queued.isEmpty {
            var batch: [Any] = []
            swap(&batch, &queued)
            batch.removeAll()
        }
        draining = false
    }
}
