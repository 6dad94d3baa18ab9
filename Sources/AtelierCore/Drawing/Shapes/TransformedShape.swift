import Foundation

/// A shape with an affine transform applied to its path; what `transform(_:)` on a shape returns.
public struct TransformedShape<Content: Shape>: Shape, ShapeDrawingProvider {
    /// The shape transformed.
    public var shape: Content
    /// The transform, in the coordinates of the rect the shape is drawn in.
    public var transform: CGAffineTransform

    /// Creates a transformed shape.
    nonisolated public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path, transformed.
    nonisolated public func path(in rect: CGRect) -> Path { drawing(in: rect).path }

    /// The transformed shape keeps the content's role.
    nonisolated public static var role: ShapeRole { Content.role }

    nonisolated func drawing(in rect: CGRect) -> ShapeDrawing { shapeDrawing(shape, in: rect).applying(transform) }
}

extension Shape {
    /// This shape with `transform` applied to its path.
    nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
