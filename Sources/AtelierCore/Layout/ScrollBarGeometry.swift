import Foundation

/// Where an overlay scroll bar lies along one edge of a scroll view, and where its thumb is, as on macOS and
/// GTK 4: a thin rounded thumb inset from the trailing (or bottom) edge, wider while the pointer is over it;
/// its length is the visible part of the content, its place how far the content is scrolled.
struct ScrollBarGeometry: Equatable {
    /// The thumb's thickness while idle, and while the pointer is over the bar or drags it.
    static let thinThickness: CGFloat = 6
    static let wideThickness: CGFloat = 10
    /// The gap between the thumb and the scroll view's edges.
    static let inset: CGFloat = 2
    /// The strip along the edge that the pointer finds the bar in.
    static let stripThickness: CGFloat = 14
    /// The shortest thumb, however long the content.
    static let minimumThumbLength: CGFloat = 24

    let axis: Axis
    /// The strip the bar takes along the edge (absolute, the scroll view's coordinates).
    let strip: CGRect
    /// The thumb's start along the axis and its length (absolute).
    let thumbStart: CGFloat
    let thumbLength: CGFloat
    /// How far the thumb can travel, and how far the content can scroll, along the axis.
    let travel: CGFloat
    let scrollRange: CGFloat

    /// The bar along `axis` of a scroll view with `frame`, content of `contentSize` scrolled by `offset`; nil
    /// when the content fits. `leavesCorner` shortens it by the other bar's strip; `margins` (the scroll
    /// indicators' content margins) inset the bar within the frame.
    init?(axis: Axis, frame: CGRect, contentSize: CGSize, offset: CGPoint, leavesCorner: Bool, margins: EdgeInsets = EdgeInsets()) {
        let vertical = axis == .vertical
        let viewport = vertical ? frame.height : frame.width
        let content = vertical ? contentSize.height : contentSize.width
        guard viewport.isFinite, content.isFinite, viewport > 0, content > viewport + 0.5 else { return nil }
        let bars = CGRect(x: frame.minX + margins.leading, y: frame.minY + margins.top,
                          width: frame.width - margins.leading - margins.trailing, height: frame.height - margins.top - margins.bottom)
        let length = vertical ? bars.height : bars.width
        let corner = leavesCorner ? Self.stripThickness : 0
        let track = length - corner - 2 * Self.inset
        guard track > 0 else { return nil }
        self.axis = axis
        strip = vertical
            ? CGRect(x: bars.maxX - Self.stripThickness, y: bars.minY, width: Self.stripThickness, height: length - corner)
            : CGRect(x: bars.minX, y: bars.maxY - Self.stripThickness, width: length - corner, height: Self.stripThickness)
        thumbLength = min(track, max(Self.minimumThumbLength, track * viewport / content))
        travel = track - thumbLength
        scrollRange = content - viewport
        let scrolled = vertical ? offset.y : offset.x
        let fraction = scrollRange > 0 && scrolled.isFinite ? min(max(scrolled / scrollRange, 0), 1) : 0
        thumbStart = (vertical ? bars.minY : bars.minX) + Self.inset + travel * fraction
    }

    /// The thumb's rectangle, thin or wide.
    func thumb(wide: Bool) -> CGRect {
        let thickness = wide ? Self.wideThickness : Self.thinThickness
        if axis == .vertical {
            return CGRect(x: strip.maxX - Self.inset - thickness, y: thumbStart, width: thickness, height: thumbLength)
        }
        return CGRect(x: thumbStart, y: strip.maxY - Self.inset - thickness, width: thumbLength, height: thickness)
    }

    /// The track a wide bar shows behind its thumb.
    var track: CGRect {
        let thickness = Self.wideThickness + 2 * Self.inset
        if axis == .vertical { return CGRect(x: strip.maxX - thickness, y: strip.minY, width: thickness, height: strip.height) }
        return CGRect(x: strip.minX, y: strip.maxY - thickness, width: strip.width, height: thickness)
    }

    /// The content scrolled by moving the thumb `distance` points along the axis.
    func contentDistance(forThumbDistance distance: CGFloat) -> CGFloat {
        travel > 0 ? distance * scrollRange / travel : 0
    }

    /// Where a point lies along the bar: before the thumb (-1), on it (0) or after it (1).
    func side(of point: CGPoint) -> Int {
        let p = axis == .vertical ? point.y : point.x
        if p < thumbStart { return -1 }
        if p > thumbStart + thumbLength { return 1 }
        return 0
    }
}

extension ScrollViewNode {
    /// The overlay bars that show now, vertical first.
    var scrollBarGeometries: [ScrollBarGeometry] { scrollBarGeometries(at: contentOffset) }

    /// The overlay bars as they would be with the content scrolled to `offset` (where an animated scroll goes).
    func scrollBarGeometries(at offset: CGPoint) -> [ScrollBarGeometry] {
        let vertical = showsBar(along: .vertical), horizontal = showsBar(along: .horizontal)
        var result: [ScrollBarGeometry] = []
        if vertical, let g = ScrollBarGeometry(axis: .vertical, frame: frame, contentSize: contentSize, offset: offset,
                                                leavesCorner: horizontal, margins: indicatorMargins) { result.append(g) }
        if horizontal, let g = ScrollBarGeometry(axis: .horizontal, frame: frame, contentSize: contentSize, offset: offset,
                                                  leavesCorner: vertical, margins: indicatorMargins) { result.append(g) }
        return result
    }
}
