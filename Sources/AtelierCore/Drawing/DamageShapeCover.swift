import Foundation

/// Grows damage rectangles until none cuts through a shape. Cairo rasterises a curved or slanted edge that
/// crosses the edge of the area it draws in a little differently (a level or two at a few pixels) from one
/// that does not; a repaint whose rectangle cut an unchanged circle would leave it a shade off the full
/// frame. Axis-aligned rectangles, text, images and gradients come out the same either way.
struct DamageShapeCover {
    /// The rectangles, in points.
    private(set) var rects: [CGRect]
    /// Whether a pass grew a rectangle.
    private var grew = false
    /// The effects around the items being walked, outermost first.
    private var around: [DisplayEffect] = []

    init(rects: [CGRect]) { self.rects = rects }

    /// Walks the drawing once, growing every rectangle that cuts a shape to hold it; returns whether any grew.
    mutating func pass(over items: [DisplayItem]) -> Bool {
        grew = false
        visit(items[...])
        return grew
    }

    private mutating func visit(_ items: ArraySlice<DisplayItem>) {
        for item in items {
            switch item {
            case .retained(let kept):
                guard touches(kept.bounds) else { continue }
                if kept.runs.runs.count > 1 {
                    for run in kept.runs.runs where touches(run.bounds) { visit(kept.list.items[run.elements]) }
                } else {
                    visit(kept.list.items[...])
                }
            case .effect(let effect, let content):
                if case .clip(let path, _) = effect, !path.isAxisAlignedRectangles { cover(path.controlPointBounds) }
                around.append(effect)
                visit(content.items[...])
                if case .mask(let mask) = effect { visit(mask.items[...]) }
                around.removeLast()
            case .fill(let path, _, _):
                if !path.isAxisAlignedRectangles { cover(item.paintBounds) }
            case .stroke:
                cover(item.paintBounds)
            case .text, .image:
                continue
            }
        }
    }

    /// The rectangle in the frame's points, through the effects around it.
    private func mapped(_ rect: CGRect) -> CGRect {
        var r = rect
        for effect in around.reversed() where !r.isNull { r = effect.paintBounds(of: r) }
        return r
    }

    private func touches(_ bounds: CGRect) -> Bool {
        let b = mapped(bounds)
        if b.isNull { return false }
        if b.isInfinite { return true }
        return rects.contains { $0.intersects(b) }
    }

    /// Grows each rectangle that cuts the shape painting within `bounds` (its own space) to hold it.
    private mutating func cover(_ bounds: CGRect) {
        let b = mapped(bounds)
        guard !b.isNull, !b.isInfinite else { return }
        for i in rects.indices where rects[i].intersects(b) && !rects[i].contains(b) {
            rects[i] = rects[i].union(b)
            grew = true
        }
    }
}

extension Path {
    /// Whether every subpath is a rectangle with sides along the axes (a Color's or a scroll view's clip):
    /// a shape whose rasterisation does not depend on where the area drawn in ends.
    var isAxisAlignedRectangles: Bool {
        var last: CGPoint?
        var start: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                last = p; start = p
            case .line(let p):
                guard let l = last, l.x == p.x || l.y == p.y else { return false }
                last = p
            case .closeSubpath:
                guard let l = last, let s = start, l.x == s.x || l.y == s.y else { return false }
                last = s
            case .quadCurve, .curve:
                return false
            }
        }
        return true
    }
}
