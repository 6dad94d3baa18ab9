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
        // Frames a host does not paint (time moved on in a test, a benchmark drawing whole frames) keep adding
        // their damage: past a few dozen rectangles they are kept as one, so the region stays small.
        if rects.count >= Self.maximumRects, let first = rects.first {
            rects = [rects.dropFirst().reduce(first.boundsUnion(rect)) { $0.boundsUnion($1) }]
            return
        }
        rects.append(rect)
    }

    /// How many rectangles a region keeps before it keeps their union instead.
    static let maximumRects = 64

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

    /// The damage as bands of whole device pixel rows across a `width` x `height` pixel surface at `scale`
    /// pixels per point: each rectangle's rows, rounded outwards with a pixel to spare for antialiasing and
    /// cut to the surface, overlapping bands merged. Nil when painting everything costs about as much.
    ///
    /// Bands span the whole width because Cairo rasterises an edge that crosses the left or right side of
    /// the area it draws in by splitting it at a rounded point, which shades the pixels along it a level or
    /// two differently from a full repaint (an unchanged circle cut by a damage rectangle would show it);
    /// an edge crossing the top or bottom keeps its line and comes out the same.
    public func pixelRects(scale: CGFloat, width: Int, height: Int) -> [PixelRect]? {
        guard !isFull, width > 0, height > 0, scale.isFinite, scale > 0 else { return nil }
        var bands: [(y0: Int, y1: Int)] = []
        for r in rects {
            let y0 = max(0, Int(max(-1e9, (r.minY * scale).rounded(.down))) - 1)
            let y1 = min(height, Int(min(1e9, (r.maxY * scale).rounded(.up))) + 1)
            guard y1 > y0 else { continue }
            bands.append((y0, y1))
        }
        bands.sort { $0.y0 < $1.y0 }
        var merged: [(y0: Int, y1: Int)] = []
        for band in bands {
            if let last = merged.last, band.y0 <= last.y1 {
                merged[merged.count - 1].y1 = max(last.y1, band.y1)
            } else {
                merged.append(band)
            }
        }
        let rows = merged.reduce(0) { $0 + $1.y1 - $1.y0 }
        guard Double(rows) <= Self.fullRepaintShare * Double(height) else { return nil }
        return merged.map { PixelRect(x: 0, y: $0.y0, width: width, height: $0.y1 - $0.y0) }
    }

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
}
