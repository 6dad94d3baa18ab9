import Foundation

/// A shape that makes its path in a rect of a fixed size; what `size(_:)` on a shape returns.
public struct _SizedShape<S: Shape>: Shape, ShapeDrawingProvider {
    /// The shape.
    public var shape: S
    /// The size of the rect it is drawn in, at the origin of the frame.
    public var size: CGSize

    /// Creates a sized shape.
    nonisolated public init(shape: S, size: CGSize) {
        self.shape = shape
        self.size = size
    }

    /// The shape's path in a rect of `size` at the frame's origin.
    nonisolated public func path(in rect: CGRect) -> Path { drawing(in: rect).path }

    nonisolated func drawing(in rect: CGRect) -> ShapeDrawing {
        shapeDrawing(shape, in: CGRect(origin: rect.origin, size: size.sanitizedSize))
    }
}

extension Shape {
    /// This shape drawn in a rect of `size` (the view's layout is not affected).
    nonisolated public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }
    /// This shape drawn in a rect of `width` by `height` (the view's layout is not affected).
    nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}
