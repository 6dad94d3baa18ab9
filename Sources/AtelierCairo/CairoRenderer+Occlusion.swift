import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Occlusion: items that a later item paints over entirely are not painted. A screen pushed over another (or a
// sheet's opaque background) hides what is below it, which would otherwise be drawn whole first: a pushed List
// screen drew its parent screen and filled the window three times before its own background.

extension CairoRenderer {
    /// The index in `items` from which painting shows anything: the last item that covers every pixel of the
    /// clip with opaque paint (nil when none does, or the clip is not whole pixels). `visible` is the clip's
    /// extents in user space.
    func firstShownIndex(_ items: ArraySlice<DisplayItem>, visible: CGRect) -> Int? {
        // Under a deferred clip path the context's clip is the path's box: a cover reaching the path's edge is
        // painted through the path, and its partial pixels there blend with what is below it.
        guard oversample == 1, deferredClips.isEmpty, !visible.isNull, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER else { return nil }
        var clipChecked = false
        for i in items.indices.reversed() where covers(items[i], visible, depth: 0) {
            // The clip itself must be whole pixels inside the cover: a pixel the clip takes in part blends the
            // cover with what is below it.
            if !clipChecked {
                guard clipIsWholePixels() else { return nil }
                clipChecked = true
            }
            return i
        }
        return nil
    }

    /// Whether painting the item leaves every pixel inside `visible` (user space) opaque: an opaque fill of an
    /// axis-aligned rectangle holding it, or a retained part whose first item shown does.
    private func covers(_ item: DisplayItem, _ visible: CGRect, depth: Int) -> Bool {
        switch item {
        case let .fill(path, .color(color), _):
            guard color.alpha >= 1, Self.isRectangle(path) else { return false }
            let m = ctm
            guard m.xy == 0, m.yx == 0 else { return false }
            return Self.controlPointBounds(path).contains(visible)
        case .retained(let kept):
            guard depth < 8, kept.bounds.contains(visible) else { return false }
            // A node's background comes first; parts that draw nothing (an empty list) are passed over.
            for inner in kept.list.items.prefix(4) {
                if case .retained(let k) = inner, k.bounds.isNull { continue }
                return covers(inner, visible, depth: depth + 1)
            }
            return false
        default:
            return false
        }
    }

    /// Whether a path is one axis-aligned rectangle: straight edges, each horizontal or vertical, through the
    /// four corners of its box.
    static func isRectangle(_ path: Path) -> Bool {
        var points: [CGPoint] = []
        var simple = true, moves = 0
        path.forEach { element in
            switch element {
            case .move(let p): moves += 1; points.append(p)
            case .line(let p): points.append(p)
            case .closeSubpath: break
            case .quadCurve, .curve: simple = false
            }
        }
        guard simple, moves == 1, points.count >= 4 else { return false }
        if points.count > 4, points.last == points.first { points.removeLast() }
        guard points.count == 4 else { return false }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y, a != b else { return false }
        }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        return xs.count == 2 && ys.count == 2
    }

    /// Whether the current clip is a set of rectangles on whole device pixels (as a frame's damaged bands and
    /// the clips of scroll views and deferred clip paths are).
    private func clipIsWholePixels() -> Bool {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            let d = userToDevice(CGRect(x: r.x, y: r.y, width: r.width, height: r.height))
            guard !d.isNull else { continue }
            for v in [d.minX, d.minY, d.maxX, d.maxY] where abs(v - v.rounded()) > 1e-6 { return false }
        }
        return true
    }
}
