import Foundation

extension CGRect {
    /// How far from the origin a bound's edge is kept: past it nothing is ever on screen, and 2^50 keeps a quarter
    /// point of precision at the far edge.
    static let farBoundsEdge: CGFloat = 0x1p50

    /// The union of two bounds with each edge kept within ±2^50. In origin-and-size form, a union of a row at
    /// y 216 with a view at y -5e299 (a `Spacer(minLength: 1e300)`) would end at 0: the row's edge is lost in the
    /// height's rounding, and a repaint or a tap skips it.
    @_spi(Backend) public func boundsUnion(_ other: CGRect) -> CGRect {
        let united = union(other)
        let limit = Self.farBoundsEdge
        guard !united.isNull, !united.isInfinite, united.minX < -limit || united.minY < -limit
                || united.maxX > limit || united.maxY > limit else { return united }
        guard !isNull else { return other.withFarEdgesKept }
        guard !other.isNull else { return withFarEdgesKept }
        // Each edge from the two rects' own edges, not from the united rect's lossy maximum.
        let edges = [minX, minY, maxX, maxY, other.minX, other.minY, other.maxX, other.maxY]
        guard edges.allSatisfy(\.isFinite) else { return united }
        let left = Swift.max(Swift.min(minX, other.minX), -limit), top = Swift.max(Swift.min(minY, other.minY), -limit)
        let right = Swift.min(Swift.max(maxX, other.maxX), limit), bottom = Swift.min(Swift.max(maxY, other.maxY), limit)
        return CGRect(x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
    }

    /// The rect with each finite edge kept within ±2^50.
    private var withFarEdgesKept: CGRect {
        let limit = Self.farBoundsEdge
        guard !isNull, !isInfinite, [minX, minY, maxX, maxY].allSatisfy(\.isFinite) else { return self }
        let left = Swift.min(Swift.max(minX, -limit), limit), top = Swift.min(Swift.max(minY, -limit), limit)
        let right = Swift.min(Swift.max(maxX, -limit), limit), bottom = Swift.min(Swift.max(maxY, -limit), limit)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
