import Foundation

/// A colour gradient: used as a shape style it draws linearly from the top to the bottom of the shape.
public struct AnyGradient: Hashable, ShapeStyle, Sendable, PaintProvider {
    let gradient: Gradient

    /// Creates a type-erased gradient.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// Returns a version of the gradient that interpolates in the given colour space (drawn in device space).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? { gradient.paint(in: context) }
}
