import Foundation

/// The display phase: the drawing of each node whose drawing changed (or animates) is made again, in place,
/// and the root's display list is current. Registered with the graph's frame owner, which runs it.
@MainActor final class DisplayPass: FramePhasePass {
    unowned(unsafe) private let graph: ViewGraph
    /// The root's display list as of the latest pass.
    private(set) var list = DisplayList()
    /// Where the frames drawn since the host last asked may differ from the frame it painted before them.
    let damage = DamageTracker()

    init(graph: ViewGraph) { self.graph = graph }

    /// Makes the drawing that changed again, then the root's list. Run by the frame owner only.
    func performPass() {
        graph.displayQueue.frameNumber += 1
        graph.markAnimatedNodesForDisplay()
        var grown: [ViewNode] = []
        // In any order: a keeper is drawn again once, by itself or by a keeper above that reaches it first.
        for node in graph.displayQueue.take() where node.isAttached && (node.needsDisplay || node.drawnChildrenChanged) {
            if let keeper = node.refreshDrawing() { grown.append(keeper) }
        }
        remeasureKeepers(around: grown)
        var list = DisplayList()
        graph.root.render(into: &list)
        damage.record(frame: graph.displayQueue.frameNumber, list: list, size: graph.size)
        self.list = list
    }

    /// Carries bounds that grew up to the keepers around them, so that none is skipped where it now paints.
    /// Each keeper is measured once, deepest first, however many of its parts grew (a scroll moves them all).
    private func remeasureKeepers(around grown: [ViewNode]) {
        var levels: [Int: [ViewNode]] = [:]
        var queued = Set<ObjectIdentifier>()
        func enqueue(_ node: ViewNode?) {
            guard let node, queued.insert(ObjectIdentifier(node)).inserted else { return }
            levels[node.depth, default: []].append(node)
        }
        // A keeper drawn earlier in this frame may have left the tree since: a list drawn after it let go of
        // the removal it was part of (its parent is gone with it).
        for keeper in grown where keeper.isAttached { enqueue(keeper.nearestKeeperAbove()) }
        while let depth = levels.keys.max() {
            for node in levels.removeValue(forKey: depth) ?? [] where node.isAttached {
                if let kept = node.keptDrawing, kept.remeasure() { enqueue(node.nearestKeeperAbove()) }
            }
        }
    }
}
