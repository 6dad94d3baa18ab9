import Foundation

/// The foreground style in the current context: what `foregroundStyle(_:)` set, else the primary label colour.
public struct ForegroundStyle: ShapeStyle, PaintProvider {
    /// Creates a foreground style instance.
    public init() {}

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        guard let style = context.environment.foregroundStyle else { return Color.primary.paint(in: context) }
        return resolvePaint(style, in: context.with { $0.foregroundStyle = nil })
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
