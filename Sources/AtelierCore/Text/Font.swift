import Foundation

/// An environment-dependent font, resolved when text is laid out. Text styles use iOS's default Dynamic Type sizes.
public struct Font: Hashable, Sendable {
    /// Where the font's size and family come from.
    enum Base: Hashable, Sendable {
        /// A system text style (body, title...).
        case textStyle(TextStyle)
        /// The system font at a fixed size.
        case system(size: CGFloat)
        /// A named font whose size scales with a text style (body where none is given).
        case custom(name: String, size: CGFloat, relativeTo: TextStyle)
        /// A named font at a fixed size.
        case customFixed(name: String, size: CGFloat)
    }

    var base: Base
    var design: Design?
    var weightValue: Weight?
    var isItalic = false
    var isBold = false
    var isMonospaced = false
    var isMonospacedDigit = false
    /// Recorded, not drawn: the text engine has no width axis.
    var widthValue: Width?
    /// Recorded, not drawn: the text engine uses the font's own line spacing.
    var leadingValue: Leading?
    /// Recorded, not drawn: 1 small caps, 2 lowercase small caps, 3 uppercase small caps.
    /// One byte, after the one-byte fields: an Int here put every text's run in the allocator's next 16 bytes.
    var smallCapsValue: UInt8 = 0

    init(base: Base, design: Design? = nil, weight: Weight? = nil) {
        self.base = base
        self.design = design
        self.weightValue = weight
    }

    // MARK: Text styles

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// The font style for large titles (34 pt).
        case largeTitle
        /// The font used for first level hierarchical headings (28 pt).
        case title
        /// The font used for second level hierarchical headings (22 pt).
        case title2
        /// The font used for third level hierarchical headings (20 pt).
        case title3
        /// The font used for headings (17 pt semibold).
        case headline
        /// The font used for subheadings (15 pt).
        case subheadline
        /// The font used for body text (17 pt).
        case body
        /// The font used for callouts (16 pt).
        case callout
        /// The font used in footnotes (13 pt).
        case footnote
        /// The font used for standard captions (12 pt).
        case caption
        /// The font used for alternate captions (11 pt).
        case caption2

        /// The iOS point size at the default ("large") Dynamic Type setting.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline: return 17
            case .subheadline: return 15
            case .body: return 17
            case .callout: return 16
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        /// iOS's point sizes at each Dynamic Type size, `DynamicTypeSize.allCases` in order (Apple's
        /// Human Interface Guidelines, "Typography": xSmall … xxxLarge, then AX1 … AX5).
        var pointSizes: [CGFloat] {
            switch self {
            case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// The point size at a Dynamic Type size.
        func pointSize(at size: DynamicTypeSize) -> CGFloat { pointSizes[size.index] }

        /// The style's own weight (semibold for headline, regular otherwise).
        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A font with the large title text style (34 pt).
    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    /// A font with the title text style (28 pt).
    public static let title = Font(base: .textStyle(.title))
    /// A font for second level hierarchical headings (22 pt).
    public static let title2 = Font(base: .textStyle(.title2))
    /// A font for third level hierarchical headings (20 pt).
    public static let title3 = Font(base: .textStyle(.title3))
    /// A font with the headline text style (17 pt semibold).
    public static let headline = Font(base: .textStyle(.headline))
    /// A font with the subheadline text style (15 pt).
    public static let subheadline = Font(base: .textStyle(.subheadline))
    /// A font with the body text style (17 pt).
    public static let body = Font(base: .textStyle(.body))
    /// A font with the callout text style (16 pt).
    public static let callout = Font(base: .textStyle(.callout))
    /// A font with the footnote text style (13 pt).
    public static let footnote = Font(base: .textStyle(.footnote))
    /// A font with the caption text style (12 pt).
    public static let caption = Font(base: .textStyle(.caption))
    /// A font with the alternate caption text style (11 pt).
    public static let caption2 = Font(base: .textStyle(.caption2))

    // MARK: System and custom fonts

    /// Gets a system font that uses the specified style, design and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(base: .textStyle(style), design: design, weight: weight)
    }

    /// Gets a system font with the given text style and design (the pre-iOS 16 form).
    @_disfavoredOverload
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        Font(base: .textStyle(style), design: design)
    }

    /// Specifies a system font of a fixed size, with an optional weight and design.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(base: .system(size: size), design: design, weight: weight)
    }

    /// Specifies a system font of a fixed size, weight and design (the pre-iOS 16 form).
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(base: .system(size: size), design: design, weight: weight)
    }

    /// Creates a custom font with the given name (a family, or a face's PostScript or full name: a bundled font or
    /// an installed one) and a size that scales relative to the body text style. A name no font has draws in
    /// the system font (Inter), with one warning.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// Creates a custom font with the given name and a size that scales relative to the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// Creates a custom font with the given name and a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .customFixed(name: name, size: fixedSize))
    }

    // MARK: Weights, designs, widths, leading

    /// A weight to use for fonts.
    @frozen public struct Weight: Hashable, Sendable {
        /// CSS-style weight, 100 (ultraLight) ... 900 (black).
        let cssWeight: Int

        /// Weight 100.
        public static let ultraLight = Weight(cssWeight: 100)
        /// Weight 200.
        public static let thin = Weight(cssWeight: 200)
        /// Weight 300.
        public static let light = Weight(cssWeight: 300)
        /// Weight 400.
        public static let regular = Weight(cssWeight: 400)
        /// Weight 500.
        public static let medium = Weight(cssWeight: 500)
        /// Weight 600.
        public static let semibold = Weight(cssWeight: 600)
        /// Weight 700.
        public static let bold = Weight(cssWeight: 700)
        /// Weight 800.
        public static let heavy = Weight(cssWeight: 800)
        /// Weight 900.
        public static let black = Weight(cssWeight: 900)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        /// The default system font design.
        case `default`
        /// A serif design.
        case serif
        /// A design with rounded glyph ends.
        case rounded
        /// A fixed-width design.
        case monospaced
    }

    /// A width to use for fonts that have multiple widths (recorded; Atelier's text engine draws the standard width).
    public struct Width: Hashable, Sendable {
        /// The width value: 0 is standard, negative narrower, positive wider.
        public var value: CGFloat

        /// Creates a font width from a value.
        public init(_ value: CGFloat) { self.value = value }

        /// The most narrow width.
        public static let compressed = Width(-0.3)
        /// A width narrower than standard.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A width wider than standard.
        public static let expanded = Width(0.2)
    }

    /// A line spacing adjustment for fonts (recorded; the text engine keeps the font's own line spacing).
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing.
        case tight
        /// Increased line spacing.
        case loose
    }

    // MARK: Modifiers

    /// Adds italics to the font.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }

    /// Adds bold styling to the font: its weight becomes at least bold.
    public func bold() -> Font { var f = self; f.isBold = true; return f }

    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font { var f = self; f.weightValue = weight; return f }

    /// Sets the width of the font (recorded only: Atelier draws the standard width).
    public func width(_ width: Font.Width) -> Font { var f = self; f.widthValue = width; return f }

    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font { var f = self; f.isMonospaced = true; return f }

    /// Returns a modified font that uses fixed-width digits while leaving other characters proportionally spaced.
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }

    /// Adjusts the line spacing of the font (recorded only: the text engine keeps the font's own spacing).
    public func leading(_ leading: Font.Leading) -> Font { var f = self; f.leadingValue = leading; return f }

    /// Adds small capitals to the font (recorded only: drawn as normal capitals and lowercase letters).
    public func smallCaps() -> Font { var f = self; f.smallCapsValue = 1; return f }

    /// Adds lowercase small capitals to the font (recorded only).
    public func lowercaseSmallCaps() -> Font { var f = self; f.smallCapsValue = 2; return f }

    /// Adds uppercase small capitals to the font (recorded only).
    public func uppercaseSmallCaps() -> Font { var f = self; f.smallCapsValue = 3; return f }

    // MARK: Resolving

    /// The point size at a Dynamic Type size: the text style's size, a custom font's size scaled as its text style
    /// scales (as `UIFontMetrics` does), or the given size.
    func pointSize(at dynamicTypeSize: DynamicTypeSize = .large) -> CGFloat {
        let size: CGFloat
        switch base {
        case .textStyle(let style): size = style.pointSize(at: dynamicTypeSize)
        case .custom(_, let s, let style): size = s * style.pointSize(at: dynamicTypeSize) / style.pointSize
        case .system(let s), .customFixed(_, let s): size = s
        }
        guard size.isFinite, size >= 0 else {
            Diagnostics.warn("a font size of \(size) points is not valid; 0 is used.", key: "fontsize:\(size)")
            return 0
        }
        return size
    }

    /// The font reduced to what the text engine needs, in an environment.
    func resolved(in environment: EnvironmentValues) -> ResolvedFont {
        var family: String?
        var weight = weightValue
        switch base {
        case .textStyle(let style): if weight == nil { weight = style.defaultWeight }
        case .system: break
        case .custom(let name, _, _), .customFixed(let name, _): family = name
        }
        var css = (weight ?? .regular).cssWeight
        if isBold { css = max(css, Weight.bold.cssWeight) }
        let resolvedDesign: ResolvedFont.Design
        if isMonospaced {
            resolvedDesign = .monospaced
        } else {
            switch design ?? .default {
            case .default: resolvedDesign = .default
            case .serif: resolvedDesign = .serif
            case .rounded: resolvedDesign = .rounded
            case .monospaced: resolvedDesign = .monospaced
            }
        }
        return ResolvedFont(family: family, size: pointSize(at: environment.dynamicTypeSize), weight: css, italic: isItalic,
                            design: resolvedDesign, monospacedDigit: isMonospacedDigit)
    }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
    /// The default font of this environment; nil means the body text style.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}
