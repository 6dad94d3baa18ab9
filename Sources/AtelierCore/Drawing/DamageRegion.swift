import Foundation

/// Where a frame may differ from the frame before it: rectangles in points, or the whole frame. A backend
/// repaints only there (clearing it first) and gets the pixels a full repaint would give.
@_spi(Backend) public struct DamageRegion: Sendable, Equatable {
    /// The damaged rectangles in points (ignored when `isFull`).
    public private(set) var rects: [CGRect]
    /// Whether the whole frame must be painted again.
    public private(set) var isFull: Bool

    /// The whole frame.
    public static let full = DamageRegion(rects: [], isFull: true)
    /// Nothing changed.
    public static let none = DamageRegion(rects: [], isFull: false)

    /// Adds a rectangle; one that is not finite makes the damage the whole frame.
    public mutating func add(_ rect: CGRect) {
        guard !isFull, !rect.isNull, !rect.isEmpty else { return }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return formFull() }
        rects.append(rect)
    }

    /// Adds every rectangle of another region.
    public mutating func formUnion(_ other: DamageRegion) {
        if other.isFull { return formFull() }
        for r in other.rects { add(r) }
    }

    /// Makes the damage the whole frame.
    public mutating func formFull() {
        isFull = true
        rects = []
    }

    /// Whether nothing needs painting.
    public var isEmpty: Bool { !isFull && rects.isEmpty }

    /// The damage as whole device pixels on a `width` x `height` pixel surface at `scale` pixels per point,
    /// for repainting `list`: each rectangle rounded outwards with a pixel to spare for antialiasing, grown
    /// to hold every shape it would cut (`DamageShapeCover`), cut to the surface, overlapping ones merged.
    /// Nil when painting everything costs about as much (the whole surface, or most of it).
    public func pixelRects(scale: CGFloat, width: Int, height: Int, for list: DisplayList) -> [PixelRect]? {
        guard !isFull, width > 0, height > 0, scale.isFinite, scale > 0 else { return nil }
        var pixels = Self.pixels(rects, scale: scale, width: width, height: height)
        for _ in 0..<Self.maximumCoverPasses {
            var cover = DamageShapeCover(rects: pixels.map { $0.points(scale: scale) })
            guard cover.pass(over: list.items) else {
                let area = pixels.reduce(0) { $0 + $1.width * $1.height }
                return Double(area) > Self.fullRepaintShare * Double(width * height) ? nil : pixels
            }
            pixels = Self.pixels(cover.rects, scale: scale, width: width, height: height)
        }
        return nil
    }

    /// Point rectangles as merged device pixel rectangles on the surface.
    private static func pixels(_ rects: [CGRect], scale: CGFloat, width: Int, height: Int) -> [PixelRect] {
        var result: [PixelRect] = []
        for r in rects {
            let x0 = max(0, Int(max(-1e9, (r.minX * scale).rounded(.down))) - 1)
            let y0 = max(0, Int(max(-1e9, (r.minY * scale).rounded(.down))) - 1)
            let x1 = min(width, Int(min(1e9, (r.maxX * scale).rounded(.up))) + 1)
            let y1 = min(height, Int(min(1e9, (r.maxY * scale).rounded(.up))) + 1)
            guard x1 > x0, y1 > y0 else { continue }
            result.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
        if result.count > 8 * maximumRects, let first = result.first {
            // Merging is quadratic; so many changes are as well painted in one rectangle.
            result = [result.dropFirst().reduce(first) { $0.union($1) }]
        }
        return PixelRect.merged(result, limit: maximumRects)
    }

    /// Growing rectangles to whole shapes settles in a pass or two; past this many, the frame is painted whole.
    static let maximumCoverPasses = 6
    /// Past this many rectangles they are merged: each costs the painter a walk over what it may show.
    static let maximumRects = 8
    /// Above this share of the surface a full repaint is as cheap as a partial one.
    static let fullRepaintShare = 0.6
}

/// A rectangle of whole device pixels.
@_spi(Backend) public struct PixelRect: Sendable, Equatable {
    public var x: Int, y: Int, width: Int, height: Int

    /// Creates a rectangle of pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    var maxX: Int { x + width }

    /// The rectangle in points at `scale` pixels per point.
    func points(scale: CGFloat) -> CGRect {
        CGRect(x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    }
    var maxY: Int { y + height }

    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    func intersects(_ other: PixelRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Overlapping rectangles merged into their union (overlaps would be painted twice), and the closest
    /// pairs merged until at most `limit` remain.
    static func merged(_ rects: [PixelRect], limit: Int) -> [PixelRect] {
        var rects = rects
        var changed = true
        while changed {
            changed = false
            outer: for i in rects.indices {
                for j in rects.indices where j > i && rects[i].intersects(rects[j]) {
                    rects[i] = rects[i].union(rects[j])
                    rects.remove(at: j)
                    changed = true
                    break outer
                }
            }
        }
        while rects.count > limit {
            // Merge the pair whose union wastes the least area.
            var best = (i: 0, j: 1, waste: Int.max)
            for i in rects.indices {
                for j in rects.indices where j > i {
                    let u = rects[i].union(rects[j])
                    let waste = u.width * u.height - rects[i].width * rects[i].height - rects[j].width * rects[j].height
                    if waste < best.waste { best = (i, j, waste) }
                }
            }
            rects[best.i] = rects[best.i].union(rects[best.j])
            rects.remove(at: best.j)
            rects = merged(rects, limit: Int.max)
        }
        return rects
    }
}
