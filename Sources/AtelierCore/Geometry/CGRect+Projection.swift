import Foundation

extension CGRect {
    /// The rectangle around this one's image under a projection; infinite when a corner maps to or behind
    /// the viewer (the image is unbounded there), the rectangle itself for the identity.
    func projected(by projection: ProjectionTransform) -> CGRect {
        guard !isNull, !isInfinite, !projection.isIdentity else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
        var result = CGRect.null
        for c in corners {
            let w = c.x * projection.m13 + c.y * projection.m23 + projection.m33
            guard w > 1e-9, w.isFinite else { return .infinite }
            let p = c.applying(projection)
            guard p.x.isFinite, p.y.isFinite else { return .infinite }
            result = result.union(CGRect(origin: p, size: .zero))
        }
        return result
    }

    /// Whether a point may lie in the rectangle: within a point of it (edges and rounding included), or
    /// anywhere when it is infinite.
    func mayContain(_ point: CGPoint) -> Bool {
        if isNull { return false }
        return isInfinite || insetBy(dx: -1, dy: -1).contains(point)
    }
}
