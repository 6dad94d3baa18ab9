import Foundation

/// Finds the view under a window point, the way a pointer sees the drawing.
///
/// Each node kind says what it is hit by (`ViewNode.contentContains`, `hitTestContent`): a shape inside
/// its path (or within half the line width of a stroked one), Color, gradient, text, image and divider
/// views in their frame, a `contentShape` anywhere in its shape for its whole subtree (and nothing of the
/// subtree outside it), a scroll view's content only within its bounds. Render transforms are undone on
/// the way down; `allowsHitTesting(false)`, `disabled(true)`, `hidden()` and a zero opacity stop the
/// search; zero-size views are never hit. Children are tried front to back (the last drawn first).
@MainActor enum HitTesting {
    /// The frontmost view hit at a window point, searched from `root`.
    static func hit(_ root: ViewNode, at point: CGPoint) -> ViewNode? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return root.hitTest(point)
    }

    /// Whether the walk in progress is the resting pointer's: pointer regions (hover, help, pointer style)
    /// then count their whole frame as hit (`PointerRegionNode`).
    private(set) static var findsPointerRegions = false

    /// The frontmost view under a window point for the resting pointer: as `hit`, except that a pointer region
    /// is hit anywhere in its frame where nothing in front of it is.
    static func pointerTarget(_ root: ViewNode, at point: CGPoint) -> ViewNode? {
        findsPointerRegions = true
        defer { findsPointerRegions = false }
        return hit(root, at: point)
    }

    /// The innermost scroll view whose bounds (as drawn) contain a window point.
    static func scrollView(in root: ViewNode, at point: CGPoint) -> ScrollViewNode? {
        scrollViews(in: root, at: point).first?.node
    }

    /// The scroll views whose bounds (as drawn) contain a window point, innermost first, each with the point in
    /// its own coordinates.
    static func scrollViews(in root: ViewNode, at point: CGPoint) -> [(node: ScrollViewNode, point: CGPoint)] {
        guard point.x.isFinite, point.y.isFinite else { return [] }
        var chain: [(node: ScrollViewNode, point: CGPoint)] = []
        func search(_ node: ViewNode, _ point: CGPoint) -> Bool {
            // A subtree whose hit extent (a scroll view's bounds included) is far from the point holds none:
            // a long list is not walked row by row.
            guard StackGuard.hasRoom(), node.hitExtent.mayContain(point), node.canBeHit,
                  let p = node.pointInSubtree(point) else { return false }
            if let scroll = node as? ScrollViewNode {
                guard scroll.frame.contains(p) else { return false }
                for child in node.children.reversed() where search(child, p) { break }
                chain.append((scroll, p))
                return true
            }
            for child in node.children.reversed() where search(child, p) { return true }
            return false
        }
        _ = search(root, point)
        return chain
    }
}
