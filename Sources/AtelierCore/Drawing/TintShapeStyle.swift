import Foundation

/// A style that reflects the current tint colour: the environment's tint, else the accent blue.
public struct TintShapeStyle: ShapeStyle, PaintProvider {
    /// Creates a tint shape style.
    public init() {}

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        Color.accentColor.paint(in: context)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
