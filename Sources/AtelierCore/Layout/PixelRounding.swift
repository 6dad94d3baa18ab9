import Foundation

/// SwiftUI snaps every placed frame to the pixel grid of the display. Containers round both edges of each
/// child's rect to whole pixels of the graph's `pixelScale` when they place it (`placeAligned(in:)`); sizes
/// answered by `sizeThatFits` stay unrounded, except a text's or a symbol's, rounded up so that no placement cuts
/// them. Rounding edges rather than sizes keeps adjacent children tiling exactly (100 split in three at scale 1
/// becomes 33, 34, 33).
enum PixelGrid {
    /// A length rounded up to whole pixels at `scale` pixels per point (a hair's tolerance absorbs
    /// floating-point noise).
    nonisolated static func ceil(_ v: CGFloat, scale: CGFloat) -> CGFloat {
        v.isFinite ? ((v * scale) - 0.001).rounded(.up) / scale : v
    }

    /// A coordinate rounded to the nearest pixel at `scale` pixels per point, halves away from zero; non-finite
    /// values stay as they are. A value a hair short of a half counts as the half: an edge reached by two sums (a
    /// child's origin plus its size, its parent's) can land on either side of it by a rounding error, and must
    /// snap the same way.
    nonisolated static func round(_ v: CGFloat, scale: CGFloat) -> CGFloat {
        guard v.isFinite else { return v }
        let x = v * scale
        let tolerance: CGFloat = 1e-6
        let magnitude = (abs(x) + 0.5 + tolerance).rounded(.down)
        return (x < 0 ? -magnitude : magnitude) / scale
    }
}

extension CGRect {
    /// The rect with its edges snapped to the pixel grid of `scale` pixels per point (only the origin when a
    /// size is not finite).
    func pixelAligned(scale: CGFloat) -> CGRect {
        func axis(_ lo: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
            guard lo.isFinite else { return (0, length.isFinite ? length : 0) }
            let a = PixelGrid.round(lo, scale: scale)
            guard length.isFinite else { return (a, length) }
            return (a, max(0, PixelGrid.round(lo + length, scale: scale) - a))
        }
        let (x, w) = axis(origin.x, size.width)
        let (y, h) = axis(origin.y, size.height)
        return CGRect(x: x, y: y, width: w, height: h)
    }
}

extension ViewNode {
    /// Places the node in `rect`, sized for `proposal` (the parent's offer that gave the rect's size); its
    /// frame snaps to the pixel grid, as every placement's does (see `place`).
    final func placeAligned(in rect: CGRect, proposal: ProposedViewSize? = nil) { place(in: rect, proposal: proposal) }

    /// One pixel of the display the node is drawn on, in points.
    final var pixelLength: CGFloat { 1 / graph.pixelScale }

    /// A length rounded up to whole pixels of the display the node is drawn on.
    final func ceilToPixels(_ v: CGFloat) -> CGFloat { PixelGrid.ceil(v, scale: graph.pixelScale) }

    /// A coordinate rounded to the nearest pixel of the display the node is drawn on.
    final func roundToPixels(_ v: CGFloat) -> CGFloat { PixelGrid.round(v, scale: graph.pixelScale) }
}
