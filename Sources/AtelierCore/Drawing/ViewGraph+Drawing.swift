import Foundation

extension ViewGraph {
    /// Updates, lays out and returns the display list of the whole tree. Only the drawing of nodes that
    /// changed (or animate) is made again, in place; every other node's is the one it kept.
    public func render(size: CGSize) -> DisplayList {
        update()
        layout(in: size)
        drawingFrame += 1
        markAnimatedNodesForDisplay()
        var grown: [ViewNode] = []
        // In any order: a keeper is drawn again once, by itself or by a keeper above that reaches it first.
        for node in takeDisplayQueue() where node.isAttached && (node.needsDisplay || node.drawnChildrenChanged) {
            if let keeper = node.refreshDrawing() { grown.append(keeper) }
        }
        remeasureKeepers(around: grown)
        var list = DisplayList()
        root.render(into: &list)
        damageTracker.record(frame: drawingFrame, list: list, size: size)
        return list
    }

    /// Where the frames drawn since the last call may differ from the frame painted before them: what a host
    /// that keeps its pixels between frames paints again. The whole frame the first time.
    public func takeDamage() -> DamageRegion { damageTracker.take() }

    private var damageTracker: DamageTracker { service(DamageTracker.self) { DamageTracker() } }

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
