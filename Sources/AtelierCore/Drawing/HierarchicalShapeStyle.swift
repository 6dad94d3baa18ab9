import Foundation

/// A shape style that maps to one of the numbered levels of the current content (foreground) style.
public struct HierarchicalShapeStyle: ShapeStyle, PaintProvider {
    /// 0 is primary ... 4 is quinary.
    let level: Int
    /// The style this level is taken from, captured by `EnvironmentValues.setForegroundStyle`; nil reads the environment.
    var base: AnyShapeStyle?

    init(level: Int) { self.level = level }

    /// The first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The default content style's levels: the label colours.
    private static let labelLevels = [SystemPalette.label, SystemPalette.secondaryLabel, SystemPalette.tertiaryLabel,
                                      SystemPalette.quaternaryLabel, SystemPalette.quinaryLabel]
    /// Opacities applied to a custom content style's levels (an approximation of SwiftUI's).
    private static let customOpacities = [1.0, 0.5, 0.3, 0.2, 0.1]

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        let outer = context.with { $0.foregroundStyle = nil }
        guard let style = base ?? context.environment.foregroundStyle else {
            return .color(Color(provider: .dynamic(Self.labelLevels[level])).resolvedColor(in: context.environment))
        }
        if let h = style.storage as? HierarchicalShapeStyle {
            var combined = HierarchicalShapeStyle(level: min(h.level + level, 4))
            combined.base = h.base
            return combined.paint(in: outer)
        }
        if style.storage is ForegroundStyle {
            return HierarchicalShapeStyle(level: level).paint(in: outer)
        }
        return resolvePaint(style, in: outer)?.multipliedAlpha(Self.customOpacities[level])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
    /// A shape style that maps to the fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}
