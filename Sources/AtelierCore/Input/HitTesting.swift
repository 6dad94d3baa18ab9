import Foundation

/// Finds the view under a window point, the way a pointer sees the drawing.
///
/// A view is hit where it draws something not fully transparent: a shape view inside its path (or
/// within half the line width of a stroked one), Color and gradient views in their frame, text and
/// images in their frame, a divider in its frame; or anywhere in a `contentShape`, which then counts for
/// its whole subtree (and nothing of the subtree is hit outside it). Render transforms (offset, scale,
/// rotation, 3D projection) are undone on the way down; `allowsHitTesting(false)`, `disabled(true)`,
/// `hidden()` and a zero opacity stop the search; zero-size views are never hit; a scroll view's content
/// is hit only within its bounds. Children are tried front to back (the last drawn first), so an overlay
/// comes before its content and the content before its background.
@MainActor enum HitTesting {
    /// The frontmost view hit at a window point, searched from `root`.
    static func hit(_ root: ViewNode, at point: CGPoint) -> ViewNode? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return hit(root, point)
    }

    /// Whether a node and its subtree can take part in hit testing at all.
    static func isHittable(_ node: ViewNode) -> Bool {
        guard node.isAttached, node.environment.isEnabled, !hidesItsSubtree(node) else { return false }
        if let a = node as? AllowsHitTestingNode, a.modifier?.allowsHitTesting == false { return false }
        return true
    }

    /// Whether a node makes its subtree invisible (`hidden()`, a zero opacity): nothing in it can be hit
    /// or take keyboard focus.
    static func hidesItsSubtree(_ node: ViewNode) -> Bool {
        if node is HiddenModifierNode { return true }
        if let fade = node as? OpacityEffectNode, let o = fade.modifier?.opacity, !o.isNaN, o <= 0 { return true }
        return false
    }

    /// The point in the coordinates of a node's subtree: its render transform undone (nil when singular).
    static func pointInside(_ node: ViewNode, _ point: CGPoint) -> CGPoint? {
        guard let t = node as? RenderTransforming else { return point }
        let m = t.renderProjection
        if m.isIdentity { return point }
        var inverse = m
        guard inverse.invert() else { return nil }
        let p = point.applying(inverse)
        return p.x.isFinite && p.y.isFinite ? p : nil
    }

    private static func hit(_ node: ViewNode, _ point: CGPoint) -> ViewNode? {
        guard StackGuard.hasRoom(), isHittable(node), let p = pointInside(node, point) else { return nil }
        if let scroll = node as? ScrollViewNode, !scroll.frame.contains(p) { return nil }
        if let shape = node as? ContentShapeNode {
            guard shape.shapeContains(p) else { return nil }
            for child in node.children.reversed() {
                if let h = hit(child, p) { return h }
            }
            return shape
        }
        for child in node.children.reversed() {
            if let h = hit(child, p) { return h }
        }
        return drawsContent(node, at: p) ? node : nil
    }

    /// Whether a leaf draws something visible at an absolute point.
    static func drawsContent(_ node: ViewNode, at p: CGPoint) -> Bool {
        let frame = node.frame
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return false }
        switch node {
        case let shape as ShapeLeafNode:
            guard let leaf = shape.leaf,
                  let item = ShapeLeafNode.item(shape: leaf.leafShape, style: leaf.leafStyle, fillStyle: leaf.leafFillStyle,
                                                frame: frame, environment: shape.environment) else { return false }
            switch item {
            case .fill(let path, let paint, let fill):
                return isVisible(paint) && path.contains(p, eoFill: fill.isEOFilled)
            case .stroke(let path, let paint, let stroke):
                return isVisible(paint) && distance(from: p, to: path) <= stroke.lineWidth / 2
            default:
                return false
            }
        case is TextNode, is ImageNode, is DividerNode:
            return frame.contains(p)
        default:
            return false
        }
    }

    /// Whether a paint is not fully transparent.
    static func isVisible(_ paint: ResolvedPaint) -> Bool {
        switch paint {
        case .color(let c): return c.alpha > 0
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            return stops.contains { $0.color.alpha > 0 }
        case .image: return true
        }
    }

    /// The distance from a point to the nearest point of a path's outline.
    static func distance(from p: CGPoint, to path: Path) -> CGFloat {
        var best = CGFloat.infinity
        for poly in path.flattened() {
            let pts = poly.points
            if pts.count == 1 { best = min(best, hypot(p.x - pts[0].x, p.y - pts[0].y)) }
            let count = poly.isClosed ? pts.count : pts.count - 1
            guard count > 0 else { continue }
            for i in 0..<count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let dx = b.x - a.x, dy = b.y - a.y
                let len2 = dx * dx + dy * dy
                let t = len2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0
                best = min(best, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
            }
        }
        return best
    }

    /// The innermost scroll view whose bounds (as drawn) contain a window point.
    static func scrollView(in root: ViewNode, at point: CGPoint) -> ScrollViewNode? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        func search(_ node: ViewNode, _ point: CGPoint) -> ScrollViewNode? {
            guard StackGuard.hasRoom(), isHittable(node), let p = pointInside(node, point) else { return nil }
            if let scroll = node as? ScrollViewNode {
                guard scroll.frame.contains(p) else { return nil }
                for child in node.children.reversed() {
                    if let inner = search(child, p) { return inner }
                }
                return scroll
            }
            for child in node.children.reversed() {
                if let inner = search(child, p) { return inner }
            }
            return nil
        }
        return search(root, point)
    }
}
