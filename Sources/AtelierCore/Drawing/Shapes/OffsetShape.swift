import Foundation

/// A shape with a translation applied to it; what `offset(_:)` on a shape returns.
public struct OffsetShape<Content: Shape>: Shape, ShapeDrawingProvider {
    /// The shape moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize

    /// Creates a moved shape.
    nonisolated public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's path, moved.
    nonisolated public func path(in rect: CGRect) -> Path { drawing(in: rect).path }

    /// The moved shape keeps the content's role.
    nonisolated public static var role: ShapeRole { Content.role }

    nonisolated func drawing(in rect: CGRect) -> ShapeDrawing {
        let dx = offset.width.finiteOrZero, dy = offset.height.finiteOrZero
        return shapeDrawing(shape, in: rect).applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The moved shape, inset.
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension Shape {
    /// This shape moved by `offset`.
    nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// This shape moved by the vector from the origin to `offset`.
    nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    /// This shape moved by `x` and `y`.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}
