import Foundation

/// A shape scaled about an anchor of its frame; what `scale(_:anchor:)` on a shape returns.
public struct ScaledShape<Content: Shape>: Shape, ShapeDrawingProvider {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The fixed point, in unit coordinates of the frame.
    public var anchor: UnitPoint

    /// Creates a scaled shape.
    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path, scaled.
    nonisolated public func path(in rect: CGRect) -> Path { drawing(in: rect).path }

    /// The scaled shape keeps the content's role.
    nonisolated public static var role: ShapeRole { Content.role }

    nonisolated func drawing(in rect: CGRect) -> ShapeDrawing {
        let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
        let t = CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CGAffineTransform(scaleX: scale.width.finiteOrZero, y: scale.height.finiteOrZero))
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
        return shapeDrawing(shape, in: rect).applying(t)
    }
}

extension Shape {
    /// This shape scaled by `x` and `y` about `anchor`.
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// This shape scaled by `scale` in both dimensions about `anchor`.
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}
