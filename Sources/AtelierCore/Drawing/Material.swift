import Foundation

/// A background material: a translucent layer of the system background over what is behind. Atelier draws the
/// tint without blurring the content behind it (the display list has no backdrop to read), so text over a
/// material stays as legible as SwiftUI's, and busy backdrops show through more.
public struct Material: ShapeStyle, PaintProvider {
    /// How much of the tint covers the backdrop, from ultra thin to ultra thick.
    let opacity: Double

    /// The thinnest: mostly translucent.
    public static let ultraThin = Material(opacity: 0.35)
    /// Thinner than regular.
    public static let thin = Material(opacity: 0.55)
    /// The regular material.
    public static let regular = Material(opacity: 0.72)
    /// Thicker than regular.
    public static let thick = Material(opacity: 0.85)
    /// The thickest: mostly opaque.
    public static let ultraThick = Material(opacity: 0.93)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(opacity: 0.8)

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        // The system background's light and dark tints: white, and the dark elevated grey.
        let tint = context.environment.colorScheme == .dark
            ? RGBAColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: opacity)
            : RGBAColor(red: 1, green: 1, blue: 1, alpha: opacity)
        return .color(tint)
    }
}

extension ShapeStyle where Self == Material {
    /// The ultra thin material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// The thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// The thick material.
    public static var thickMaterial: Material { .thick }
    /// The ultra thick material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
