import Foundation
import CCairo
import CPangoCairo
@_spi(Backend) import AtelierCore

/// Shapes and measures text with Pango (fontconfig and HarfBuzz underneath).
///
/// Fonts: the system font is Inter, then Noto Sans CJK SC (the font description's family list
/// "Inter, Noto Sans CJK SC"); emoji come from Noto Color Emoji through fontconfig's fallback.
/// "Noto Color Emoji" is deliberately not in the list: Debian's fontconfig rules sort a colour
/// font named there ahead of Inter, which would make it the primary font. `.serif` uses Noto Serif, else
/// DejaVu Serif; `.monospaced` Noto Sans Mono, else DejaVu Sans Mono; `.rounded` uses Inter,
/// since no rounded face of Inter exists and Debian's rounded sans fonts (fonts-dosis,
/// fonts-eurofurence) look nothing like SF Pro Rounded.
///
/// Sizes are points with no DPI conversion (absolute sizes). Metric hinting is off and glyph
/// positions are not rounded, so a layout measures the same at every device scale.
///
/// Line heights follow SwiftUI: a line is as tall as the *requested* font's ascent + descent
/// (Inter: 1.21 em, 20.6 pt at 17 pt, where SF Pro gives 20.3), whatever fallback font
/// (CJK, emoji) draws some of its glyphs; Pango's own line boxes, which grow for Noto Sans CJK's
/// tall metrics, are not used. The engine places every line itself.
///
/// `Font.custom` names a family, or a face by its PostScript or full name (`+FontNames`), among the installed
/// fonts and those the program bundles (`FontRegistry`); a name no font has draws in the system font, with one
/// warning.
///
/// A font whose Cairo face FreeType put in an error state (Cairo keeps such a face for every size of
/// the font) is not used again: the engine replaces its font map, and layouts made before draw anew.
///
/// Used on the main actor only; hence `@unchecked Sendable`.
@_spi(Backend) public final class PangoTextEngine: TextEngine, @unchecked Sendable {
    private(set) var fontMap: UnsafeMutablePointer<PangoFontMap>
    private(set) var context: OpaquePointer
    /// How many times the font map was replaced; a layout from an earlier generation is laid out again to draw.
    private(set) var generation = 0

    /// Layouts by their request's hash, the request itself their handle's (`isLayout(_:of:)`): keyed by requests, the
    /// table took 72 bytes a slot (a 1,000-message list's 4,000 layouts, 590 kB), 24 now. Each lookup is an access of
    /// its own (a nested layout runs between them, never within one): the runtime's exclusivity check at every
    /// lookup showed in the profile.
    @exclusivity(unchecked) var cache = LRUCache<Int, TextLayout>(capacity: 4096)
    var metricsCache: [ResolvedFont: (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat)] = [:]
    /// The width of "…" by font, in points: the truncation search's first guess (`tailFitEstimate`).
    var ellipsisWidths: [ResolvedFont: Double] = [:]
    var descriptions: [ResolvedFont: OpaquePointer] = [:]
    /// What the names given to `Font.custom` stand for (`fontName(_:)`).
    var fontNames: [String: FontName] = [:]
    /// What a line at a width of 0 holds and measures, by run style and piece (`narrowLayout(_:)`).
    var narrowPieces: [TextRun: NarrowPieces] = [:]
    /// Whether texts are laid out by Pango now, not measured from their words (`wordLayout`): while a truncated
    /// text's lines are made, which need their glyphs at once.
    var declinesWords = false
    /// The texts last assembled from their words (`assembledText(of:)`), a few: a text is measured unwrapped, then
    /// wrapped, then drawn, each asking for it again, and a layout keeping its own would hold 2 kB a text.
    var recentAssemblies: [TextRun: AssembledText] = [:]
    /// Words shaped alone, by font (`wordShape`).
    var wordShapesByFont: [ResolvedFont: WordShapes] = [:]
    /// Whether a text at a width of 0 is measured from its clusters (`narrowLayout(_:)`); the tests turn
    /// it off to compare with Pango's own layout there.
    nonisolated(unsafe) static var measuresNarrowTextByClusters = true
    /// Whether a tail truncation starts its search from the wrapped lines' glyph positions
    /// (`tailFitEstimate`); the tests turn it off to compare with the search from the line's length.
    nonisolated(unsafe) static var estimatesTruncation = true

    /// The family list used for the system font.
    static let systemFamilies = "Inter, Noto Sans CJK SC"

    /// Creates an engine with its own Pango font map, so fonts resolve the same way on every host.
    public init() {
        (fontMap, context) = Self.makeFontMap()
    }

    static func makeFontMap() -> (UnsafeMutablePointer<PangoFontMap>, OpaquePointer) {
        let fontMap = pango_cairo_font_map_new()!
        let context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return (fontMap, context)
    }

    /// Whether any engine replaced its fonts (until then no layout needs laying out again to draw).
    nonisolated(unsafe) static var fontsReplaced = false

    /// Starts over with a new font map (new fonts, new Cairo faces) after a font failed.
    func replaceFonts() {
        Diagnostics.warn("a font failed in FreeType/Cairo (a size it cannot render); fonts are loaded again", key: "text-font-failed")
        reloadFonts()
    }

    /// Starts over with a new font map, which sees the fonts fontconfig has now (fonts a program registered);
    /// names are looked up again and layouts made before are laid out again to draw.
    func reloadFonts() {
        Self.fontsReplaced = true
        for d in descriptions.values { pango_font_description_free(d) }
        descriptions = [:]
        fontNames = [:]
        // Layouts made before keep their own references to the old map, context and fonts.
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        (fontMap, context) = Self.makeFontMap()
        cache = LRUCache(capacity: 4096)
        narrowPieces = [:]
        wordShapesByFont = [:]
        recentAssemblies = [:]
        metricsCache = [:]
        ellipsisWidths = [:]
        generation += 1
    }

    deinit {
        for d in descriptions.values { pango_font_description_free(d) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    // MARK: Fonts

    /// The fontconfig family list for a font: a custom font's family (a face's name resolved to its family) before
    /// the system font and the CJK fallback; the system list for a name no font has.
    func families(for font: ResolvedFont) -> String {
        let fallback = "Noto Sans CJK SC"
        if let family = font.family, !family.isEmpty {
            switch fontName(family) {
            case .family(let name), .face(let name, _, _):
                return "\(name.replacingOccurrences(of: ",", with: " ")), Inter, \(fallback)"
            case .missing:
                return Self.systemFamilies
            }
        }
        switch font.design {
        case .default, .rounded: return Self.systemFamilies
        case .serif: return "Noto Serif, DejaVu Serif, Noto Serif CJK SC"
        case .monospaced: return "Noto Sans Mono, DejaVu Sans Mono, Noto Sans Mono CJK SC"
        }
    }

    /// A font size Pango and Cairo accept, in points: 0.01...5000 (a size near 0 gives Cairo a font
    /// matrix it cannot invert, and the context drawing it fails).
    static func sanitizedSize(_ size: CGFloat) -> Double {
        guard size.isFinite, size > 0 else { return 0.01 }
        return min(max(Double(size), 0.01), 5000)
    }

    /// A cached PangoFontDescription for the font (owned by the engine).
    func description(for font: ResolvedFont) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, families(for: font))
        pango_font_description_set_absolute_size(d, Self.sanitizedSize(font.size) * Double(PANGO_SCALE))
        var weight = font.weight, italic = font.italic
        // A face named by its PostScript or full name is that face, unless the font asks for another weight or italics.
        if let family = font.family, case .face(_, let faceWeight, let faceItalic) = fontName(family) {
            if weight == 400 { weight = faceWeight }
            italic = italic || faceItalic
        }
        weight = min(1000, max(100, weight))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(d, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = d
        return d
    }

    /// Whether Inter draws the font with SF Pro's line metrics: the system font, and a custom font no one has
    /// installed (the system font stands in for it, as on iOS).
    func drawsWithSystemMetrics(_ font: ResolvedFont) -> Bool {
        if SystemFontLineMetrics.applies(to: font) { return true }
        guard let family = font.family, font.design == .default || font.design == .rounded else { return false }
        return fontName(family) == .missing
    }

    /// The system font's leading between lines, for the system font and the fonts it stands in for.
    public func lineGap(of font: ResolvedFont) -> CGFloat {
        guard drawsWithSystemMetrics(font) else { return 0 }
        return SystemFontLineMetrics.lineGap(for: ResolvedFont(size: font.size, weight: font.weight))
    }

    /// The ascent, descent and line height of a font, in points; cached per font.
    public func metrics(of font: ResolvedFont) -> (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) {
        if let m = metricsCache[font] { return m }
        if drawsWithSystemMetrics(font) {
            // Inter standing in for SF Pro takes SF's line box, so texts stack as on iOS.
            let size = CGFloat(Self.sanitizedSize(font.size))
            let ascent = size * SystemFontLineMetrics.ascent, descent = size * SystemFontLineMetrics.descent
            let result = (ascent: ascent, descent: descent, lineHeight: ascent + descent + lineGap(of: font))
            metricsCache[font] = result
            return result
        }
        var ascent = CGFloat(Self.sanitizedSize(font.size)) * 0.96875
        var descent = CGFloat(Self.sanitizedSize(font.size)) * 0.2421875
        var height = ascent + descent
        if let pfont = pango_font_map_load_font(fontMap, context, description(for: font)) {
            if let m = pango_font_get_metrics(pfont, nil) {
                ascent = CGFloat(pango_font_metrics_get_ascent(m)) / CGFloat(PANGO_SCALE)
                descent = CGFloat(pango_font_metrics_get_descent(m)) / CGFloat(PANGO_SCALE)
                let h = CGFloat(pango_font_metrics_get_height(m)) / CGFloat(PANGO_SCALE)
                height = max(ascent + descent, h)
                pango_font_metrics_unref(m)
            }
            g_object_unref(UnsafeMutableRawPointer(pfont))
        }
        let result = (ascent: ascent, descent: descent, lineHeight: height)
        metricsCache[font] = result
        return result
    }
}
