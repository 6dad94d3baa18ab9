import Foundation

/// A shape rotated about an anchor of its frame; what `rotation(_:anchor:)` on a shape returns.
public struct RotatedShape<Content: Shape>: Shape, ShapeDrawingProvider {
    /// The shape rotated.
    public var shape: Content
    /// The angle, clockwise on screen.
    public var angle: Angle
    /// The fixed point, in unit coordinates of the frame.
    public var anchor: UnitPoint

    /// Creates a rotated shape.
    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path, rotated.
    nonisolated public func path(in rect: CGRect) -> Path { drawing(in: rect).path }

    /// The rotated shape keeps the content's role.
    nonisolated public static var role: ShapeRole { Content.role }

    nonisolated func drawing(in rect: CGRect) -> ShapeDrawing {
        let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
        let radians = angle.radians.isFinite ? CGFloat(angle.radians) : 0
        let t = CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CGAffineTransform(rotationAngle: radians))
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
        return shapeDrawing(shape, in: rect).applying(t)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The rotated shape, inset.
    nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension Shape {
    /// This shape rotated by `angle` (clockwise on screen) about `anchor`.
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
