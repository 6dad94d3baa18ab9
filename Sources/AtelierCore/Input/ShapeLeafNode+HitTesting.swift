import Foundation

extension ShapeLeafNode: HitTestingNode {
    /// Hit inside the filled path, or within half the line width of a stroked one, where the paint shows.
    func contentContains(_ point: CGPoint) -> Bool {
        guard frame.hasFiniteArea, let leaf else { return false }
        let item: DisplayItem?
        if let cached = hitDrawing, cached.frame == frame, !ownAnimationsInFlight {
            item = cached.item
        } else {
            item = Self.item(shape: leaf.leafShape, style: leaf.leafStyle, fillStyle: leaf.leafFillStyle,
                             frame: frame, environment: environment)
            hitDrawing = (frame, item)
        }
        switch item {
        case .fill(let path, let paint, let fill):
            return paint.isVisible && path.contains(point, eoFill: fill.isEOFilled)
        case .stroke(let path, let paint, let stroke):
            return paint.isVisible && path.distance(to: point) <= stroke.lineWidth / 2
        default:
            return false
        }
    }

    /// Around the shape's outline as drawn in the frame (a path may reach outside its frame), the stroke included.
    var ownHitExtent: CGRect {
        guard frame.hasFiniteArea, frame.minX.isFinite, frame.minY.isFinite, let leaf else { return .null }
        if let cached = hitExtentCache, cached.frame == frame, !ownAnimationsInFlight { return cached.extent }
        let extent: CGRect
        switch shapeDrawing(leaf.leafShape, in: frame) {
        case .fill(let path): extent = path.controlPointBounds
        case .stroke(let path, let stroke):
            let w = stroke.lineWidth.isFinite ? stroke.lineWidth / 2 : 0
            extent = path.controlPointBounds.insetBy(dx: -w, dy: -w)
        }
        hitExtentCache = (frame, extent)
        return extent
    }
}
