import Foundation

extension CGRect {
    /// The bounding box of the rectangle's corners through a projection; nil when one of them maps to or
    /// behind the viewer, where the image has no finite bounds.
    @_spi(Backend) public func boundsOfImage(under projection: ProjectionTransform) -> CGRect? {
        var result = CGRect.null
        for corner in [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)] {
            let (x, y, w) = projection.homogeneousImage(of: corner)
            guard w > 1e-9, (x / w).isFinite, (y / w).isFinite else { return nil }
            result = result.union(CGRect(x: x / w, y: y / w, width: 0, height: 0))
        }
        return result
    }

    /// The rectangle around this one's image under a projection: infinite where that is unbounded, the
    /// rectangle itself for the identity (and for null and infinite rectangles).
    func projected(by projection: ProjectionTransform) -> CGRect {
        guard !isNull, !isInfinite, !projection.isIdentity else { return self }
        return boundsOfImage(under: projection) ?? .infinite
    }

    /// Whether a point may lie in the rectangle: within a point of it (edges and rounding included), or
    /// anywhere when it is infinite.
    func mayContain(_ point: CGPoint) -> Bool {
        if isNull { return false }
        return isInfinite || insetBy(dx: -1, dy: -1).contains(point)
    }
}
