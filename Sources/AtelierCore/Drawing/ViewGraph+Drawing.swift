import Foundation

extension ViewGraph {
    /// Updates, lays out and returns the display list of the whole tree. Only the drawing of nodes that
    /// changed (or animate) is made again, in place; every other node's is the one it kept.
    public func render(size: CGSize) -> DisplayList {
        update()
        layout(in: size)
        markAnimatedNodesForDisplay()
        var grown: [ViewNode] = []
        for node in takeDisplayQueue() where node.isAttached && (node.needsDisplay || node.drawnChildrenChanged) {
            if let keeper = node.refreshDrawing() { grown.append(keeper) }
        }
        // Bounds that grew are carried up, so that a keeper around them is not skipped where it now paints.
        for keeper in grown {
            var node = keeper.nearestKeeperAbove()
            while let n = node, let kept = n.keptDrawing, kept.remeasure() { node = n.nearestKeeperAbove() }
        }
        var list = DisplayList()
        root.render(into: &list)
        return list
    }
}
