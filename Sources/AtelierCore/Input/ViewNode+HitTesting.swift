import Foundation

// Hit testing as every node takes part in it: a point is looked for in the subtrees whose hit extent may
// hold it, front to back; what a kind does itself it says through `HitTestingNode`, run by its kind's role.
// The extent cache is stored in the node (Core forgets it when geometry changes).

extension ViewNode {
    /// How this node's kind is hit.
    var hitTestingRole: HitTestingRole.Type {
        nodeKind.role(.hitTesting, HitTestingRole.self, HitTestingRole.resolve)
    }

    /// The children front to back, then the node itself: what a subtree hit-tests by default, `point` in the
    /// subtree's own coordinates.
    final func hitTestChildren(at point: CGPoint) -> ViewNode? {
        if let ordered = childrenInZOrder() {
            for child in ordered.reversed() {
                if let hit = child.hitTest(point) { return hit }
            }
            return hitTestingRole.contentContains(self, point) ? self : nil
        }
        let children = self.children
        if let runs = extras?.hitRuns {
            // A long list of children is searched a run at a time, skipping runs the point is far from.
            for run in runs.reversed() where run.bounds.mayContain(point) {
                for i in run.elements.reversed() {
                    if let hit = children[i].hitTest(point) { return hit }
                }
            }
        } else {
            for child in children.reversed() {
                if let hit = child.hitTest(point) { return hit }
            }
        }
        return hitTestingRole.contentContains(self, point) ? self : nil
    }

    /// The frontmost node of this subtree hit at an absolute point, in the coordinates its parent draws in.
    final func hitTest(_ point: CGPoint) -> ViewNode? {
        guard StackGuard.hasRoom(), hitExtent.mayContain(point), canBeHit, let p = pointInSubtree(point) else { return nil }
        return hitTestingRole.hitTestContent(of: self, at: p)
    }

    /// A rectangle, in the coordinates this node's parent draws in, outside which nothing in the subtree
    /// can be hit: a pointer far from a row of a long list skips the row without visiting it. Kept until
    /// something in the subtree moves, is replaced or changes its hit geometry.
    final var hitExtent: CGRect {
        if let cachedHitExtent { return cachedHitExtent }
        // Too deep to measure: the subtree may be anywhere (hit testing stops at the same depth).
        guard StackGuard.hasRoom() else { return .infinite }
        let children = self.children
        var extent = hitTestingRole.ownHitExtent(of: self)
        if children.count > BoundedRuns.length {
            let runs = BoundedRuns(count: children.count) { children[$0].hitExtent }
            ensuredExtras.hitRuns = runs.runs
            extent = extent.boundsUnion(runs.bounds)
        } else {
            if let extras, extras.hitRuns != nil {
                extras.hitRuns = nil
                dropEmptyExtras()
            }
            for child in children { extent = extent.boundsUnion(child.hitExtent) }
        }
        extent = extent.projected(by: renderProjection)
        cachedHitExtent = extent
        return extent
    }

    /// Whether the node and its subtree can take part in hit testing at all.
    final var canBeHit: Bool {
        isAttached && environment.isEnabled && !hidesSubtree && hitTestingRole.allowsHitTesting(self)
    }

    /// `point` in the coordinates of this node's subtree: its render projection undone (nil when singular).
    final func pointInSubtree(_ point: CGPoint) -> CGPoint? {
        let m = renderProjection
        if m.isIdentity { return point }
        var inverse = m
        guard inverse.invert() else { return nil }
        let p = point.applying(inverse)
        return p.x.isFinite && p.y.isFinite ? p : nil
    }
}
