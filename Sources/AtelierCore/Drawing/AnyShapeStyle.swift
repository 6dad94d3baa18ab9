import Foundation

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, PaintProvider {
    /// The wrapped style.
    let storage: any ShapeStyle

    /// Creates a type-erased shape style.
    public init<S: ShapeStyle>(_ style: S) {
        if let other = style as? AnyShapeStyle { storage = other.storage } else { storage = style }
    }

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? { resolvePaint(storage, in: context) }
}
