import Foundation

/// A representation of a colour that adapts to a given context (colour scheme, tint).
///
/// A Color is a late-binding token: system colours such as `.blue` or `.secondary` resolve to
/// their iOS light or dark values when drawn, according to the environment's `colorScheme`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// What the colour is made of; resolved against an environment when drawn.
    indirect enum Provider: Hashable, Sendable {
        /// A constant colour: gamma-encoded extended sRGB components, not clamped.
        case constant(RGBAColor)
        /// A system colour with a light and a dark value.
        case dynamic(DynamicColor)
        /// The environment's tint, or the system blue where none is set.
        case accent
        /// A colour looked up by name in the colour sets of an asset catalog shipped as resources.
        case named(String, bundlePath: String?)
        /// Another colour with its opacity multiplied.
        case opacity(Color, Double)
        /// Two colours mixed: `fraction` 0 is the first, 1 the second (gamma sRGB components).
        case mix(Color, Color, Double)
    }

    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    // MARK: Creating colours from components

    /// A profile that specifies how to interpret a colour's components for display.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended-range sRGB colour space.
        case sRGB
        /// The extended-range sRGB colour space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 colour space (converted to sRGB on Linux).
        case displayP3
    }

    /// Creates a constant colour from red, green and blue components in the given colour space.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = ColorMath.toSRGB(colorSpace, red, green, blue)
        provider = .constant(RGBAColor(red: r, green: g, blue: b, alpha: opacity))
    }

    /// Creates a constant grayscale colour.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a constant colour from hue, saturation and brightness values, each from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = ColorMath.hsbToRGB(hue, saturation, brightness)
        provider = .constant(RGBAColor(red: r, green: g, blue: b, alpha: opacity))
    }

    /// Creates a colour from a colour set of an asset catalog in `bundle` (the main bundle and its package
    /// resources when nil), with its dark and high-contrast values where the set has them; a name no catalog
    /// has draws clear, with one warning.
    public init(_ name: String, bundle: Bundle? = nil) {
        provider = .named(name, bundlePath: bundle?.bundlePath)
    }

    /// Creates a colour from a UIKit colour, keeping its light and dark values.
    public init(uiColor: UIColor) {
        provider = uiColor.colorProvider
    }

    /// Creates a colour from a UIKit colour (the form `Color(.systemGray5)` resolves to).
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }

    /// Creates a constant colour with the values of a resolved colour.
    public init(_ resolved: Color.Resolved) {
        provider = .constant(RGBAColor(red: Double(resolved.red), green: Double(resolved.green),
                                       blue: Double(resolved.blue), alpha: Double(resolved.opacity)))
    }

    // MARK: Modifying colours

    /// Multiplies the opacity of the colour by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        if opacity.isNaN { Diagnostics.warn("Color.opacity(nan) is treated as 1 (the colour unchanged)", key: "color-opacity-nan") }
        return Color(provider: .opacity(self, opacity))
    }

    /// Returns a colour mixed with another by a fraction (0 is this colour, 1 is `rhs`); both colour spaces mix sRGB components here.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        if fraction.isNaN { Diagnostics.warn("Color.mix(with:by: nan) is treated as 0 (this colour)", key: "color-mix-nan") }
        return Color(provider: .mix(self, rhs, fraction))
    }

    /// A gradient made from this colour: approximated as the colour lightened by 15% at the top to the colour at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mix(with: .white, by: 0.15), self]))
    }

    // MARK: Resolving

    /// Evaluates the colour in an environment: extended sRGB components, not clamped.
    func resolvedComponents(in environment: EnvironmentValues) -> RGBAColor {
        switch provider {
        case .constant(let c):
            return c
        case .dynamic(let d):
            return d.value(for: environment.colorScheme)
        case .accent:
            if let tint = environment.tintColor {
                var outer = environment
                outer.tintColor = nil
                return tint.resolvedComponents(in: outer)
            }
            return SystemPalette.blue.value(for: environment.colorScheme)
        case .named(let name, let bundlePath):
            switch AssetCatalogColors.color(named: name, bundlePath: bundlePath) {
            case .found(let entry): return entry.value(for: environment.colorScheme, contrast: environment.colorSchemeContrast)
            case .unreadable: return .clear
            case .missing: break
            }
            Diagnostics.warn("No color named '\(name)' found in an asset catalog of the bundle\(bundlePath.map { " at \($0)" } ?? ""); it draws as clear.",
                key: "color:\(name):\(bundlePath ?? "")")
            return .clear
        case .opacity(let base, let amount):
            return base.resolvedComponents(in: environment).multipliedAlpha(amount.isNaN ? 1 : amount)
        case .mix(let a, let b, let f):
            let x = a.resolvedComponents(in: environment), y = b.resolvedComponents(in: environment)
            let t = f.isNaN ? 0 : min(max(f, 0), 1)
            func lerp(_ p: Double, _ q: Double) -> Double { p + (q - p) * t }
            return RGBAColor(red: lerp(x.red, y.red), green: lerp(x.green, y.green),
                             blue: lerp(x.blue, y.blue), alpha: lerp(x.alpha, y.alpha))
        }
    }

    /// The colour as drawn in an environment: sRGB components clamped to 0...1 (NaN becomes 0).
    func resolvedColor(in environment: EnvironmentValues) -> RGBAColor {
        let c = resolvedComponents(in: environment)
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        return RGBAColor(red: clamp(c.red), green: clamp(c.green), blue: clamp(c.blue), alpha: clamp(c.alpha))
    }

    /// Evaluates this colour to a concrete set of values in the given environment.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let c = resolvedComponents(in: environment)
        return Color.Resolved(colorSpace: .sRGB, red: Float(c.red), green: Float(c.green),
                              blue: Float(c.blue), opacity: Float(c.alpha))
    }

    /// A textual description: the system colour's name, or `#RRGGBBAA` for a constant colour.
    public var description: String {
        switch provider {
        case .constant(let c): return ColorMath.hexString(c)
        case .dynamic(let d): return d.name
        case .accent: return "AccentColor"
        case .named(let name, _): return "NamedColor(name: \"\(name)\")"
        case .opacity(let base, let amount):
            return amount.isFinite ? "\(Int((amount * 100).rounded()))% \(base)" : "\(amount) opacity of \(base)"
        case .mix(let a, let b, let f): return "\(a) mixed with \(b) by \(f)"
        }
    }
}

// MARK: - Standard colours

extension Color {
    /// A context-dependent black colour (black in light mode).
    public static let black = Color(provider: .constant(.black))
    /// A context-dependent white colour.
    public static let white = Color(provider: .constant(.white))
    /// A context-dependent gray colour: 142,142,147.
    public static let gray = Color(provider: .dynamic(SystemPalette.gray))
    /// A context-dependent red colour: 255,59,48 (dark 255,69,58).
    public static let red = Color(provider: .dynamic(SystemPalette.red))
    /// A context-dependent orange colour: 255,149,0 (dark 255,159,10).
    public static let orange = Color(provider: .dynamic(SystemPalette.orange))
    /// A context-dependent yellow colour: 255,204,0 (dark 255,214,10).
    public static let yellow = Color(provider: .dynamic(SystemPalette.yellow))
    /// A context-dependent green colour: 52,199,89 (dark 48,209,88).
    public static let green = Color(provider: .dynamic(SystemPalette.green))
    /// A context-dependent mint colour: 0,199,190 (dark 99,230,226).
    public static let mint = Color(provider: .dynamic(SystemPalette.mint))
    /// A context-dependent teal colour: 48,176,199 (dark 64,200,224).
    public static let teal = Color(provider: .dynamic(SystemPalette.teal))
    /// A context-dependent cyan colour: 50,173,230 (dark 100,210,255).
    public static let cyan = Color(provider: .dynamic(SystemPalette.cyan))
    /// A context-dependent blue colour: 0,122,255 (dark 10,132,255).
    public static let blue = Color(provider: .dynamic(SystemPalette.blue))
    /// A context-dependent indigo colour: 88,86,214 (dark 94,92,230).
    public static let indigo = Color(provider: .dynamic(SystemPalette.indigo))
    /// A context-dependent purple colour: 175,82,222 (dark 191,90,242).
    public static let purple = Color(provider: .dynamic(SystemPalette.purple))
    /// A context-dependent pink colour: 255,45,85 (dark 255,55,95).
    public static let pink = Color(provider: .dynamic(SystemPalette.pink))
    /// A context-dependent brown colour: 162,132,94 (dark 172,142,104).
    public static let brown = Color(provider: .dynamic(SystemPalette.brown))
    /// A colour with an opacity of zero.
    public static let clear = Color(provider: .constant(.clear))
    /// The colour for primary content: black in light mode, white in dark mode.
    public static let primary = Color(provider: .dynamic(SystemPalette.label))
    /// The colour for secondary content: 60,60,67 at 0.6 (dark 235,235,245 at 0.6).
    public static let secondary = Color(provider: .dynamic(SystemPalette.secondaryLabel))
    /// The colour that reflects the accent colour: the environment's tint, or blue where none is set.
    public static var accentColor: Color { Color(provider: .accent) }
}

// MARK: - Color.Resolved

extension Color {
    /// A concrete colour value: RGBA stored in the linear sRGB colour space, extended range.
    @frozen public struct Resolved: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The amount of red in the colour in the sRGB linear colour space.
        public var linearRed: Float
        /// The amount of green in the colour in the sRGB linear colour space.
        public var linearGreen: Float
        /// The amount of blue in the colour in the sRGB linear colour space.
        public var linearBlue: Float
        /// The degree of opacity in the colour, from 0 (transparent) to 1 (opaque).
        public var opacity: Float

        /// Creates a resolved colour from red, green and blue component values in a colour space.
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let (r, g, b) = ColorMath.toLinearSRGB(colorSpace, Double(red), Double(green), Double(blue))
            linearRed = Float(r); linearGreen = Float(g); linearBlue = Float(b)
            self.opacity = opacity
        }

        /// The amount of red in the colour in the sRGB colour space.
        public var red: Float {
            get { Float(ColorMath.gammaEncode(Double(linearRed))) }
            set { linearRed = Float(ColorMath.gammaDecode(Double(newValue))) }
        }
        /// The amount of green in the colour in the sRGB colour space.
        public var green: Float {
            get { Float(ColorMath.gammaEncode(Double(linearGreen))) }
            set { linearGreen = Float(ColorMath.gammaDecode(Double(newValue))) }
        }
        /// The amount of blue in the colour in the sRGB colour space.
        public var blue: Float {
            get { Float(ColorMath.gammaEncode(Double(linearBlue))) }
            set { linearBlue = Float(ColorMath.gammaDecode(Double(newValue))) }
        }

        /// The colour as `#RRGGBBAA` in sRGB.
        public var description: String {
            ColorMath.hexString(RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity)))
        }

        /// The colour as the backend draws it: sRGB, clamped to 0...1.
        var rgba: RGBAColor {
            func clamp(_ v: Float) -> Double { v.isNaN ? 0 : Double(min(max(v, 0), 1)) }
            return RGBAColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(opacity))
        }
    }
}

// MARK: - View

extension Color: View {
    /// Color is a primitive view; the drawing layer renders it, so its body is never evaluated.
    public var body: Never { fatalError("Color is a primitive view; its body is never evaluated") }
}

// MARK: - Internals

/// A system colour with its iOS light and dark values.
struct DynamicColor: Hashable, Sendable {
    var name: String
    var light: RGBAColor
    var dark: RGBAColor
    /// The value for a colour scheme.
    func value(for scheme: ColorScheme) -> RGBAColor { scheme == .dark ? dark : light }
}

/// Apple's iOS system colours (sRGB, light and dark), shared by Color and UIColor.
enum SystemPalette {
    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBAColor {
        RGBAColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    static func pair(_ name: String, _ light: RGBAColor, _ dark: RGBAColor) -> DynamicColor {
        DynamicColor(name: name, light: light, dark: dark)
    }

    static let red = pair("red", rgb(255, 59, 48), rgb(255, 69, 58))
    static let orange = pair("orange", rgb(255, 149, 0), rgb(255, 159, 10))
    static let yellow = pair("yellow", rgb(255, 204, 0), rgb(255, 214, 10))
    static let green = pair("green", rgb(52, 199, 89), rgb(48, 209, 88))
    static let mint = pair("mint", rgb(0, 199, 190), rgb(99, 230, 226))
    static let teal = pair("teal", rgb(48, 176, 199), rgb(64, 200, 224))
    static let cyan = pair("cyan", rgb(50, 173, 230), rgb(100, 210, 255))
    static let blue = pair("blue", rgb(0, 122, 255), rgb(10, 132, 255))
    static let indigo = pair("indigo", rgb(88, 86, 214), rgb(94, 92, 230))
    static let purple = pair("purple", rgb(175, 82, 222), rgb(191, 90, 242))
    static let pink = pair("pink", rgb(255, 45, 85), rgb(255, 55, 95))
    static let brown = pair("brown", rgb(162, 132, 94), rgb(172, 142, 104))
    static let gray = pair("gray", rgb(142, 142, 147), rgb(142, 142, 147))
    static let gray2 = pair("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102))
    static let gray3 = pair("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74))
    static let gray4 = pair("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60))
    static let gray5 = pair("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46))
    static let gray6 = pair("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30))

    static let label = pair("primary", rgb(0, 0, 0), rgb(255, 255, 255))
    static let secondaryLabel = pair("secondary", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    static let tertiaryLabel = pair("tertiaryLabel", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    static let quaternaryLabel = pair("quaternaryLabel", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// Approximation: iOS has no fifth label level in UIKit; this continues the label series.
    static let quinaryLabel = pair("quinaryLabel", rgb(60, 60, 67, 0.1), rgb(235, 235, 245, 0.1))

    static let systemFill = pair("systemFill", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    static let secondarySystemFill = pair("secondarySystemFill", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    static let tertiarySystemFill = pair("tertiarySystemFill", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    static let quaternarySystemFill = pair("quaternarySystemFill", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))

    static let systemBackground = pair("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0))
    static let secondarySystemBackground = pair("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30))
    static let tertiarySystemBackground = pair("tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46))
    static let systemGroupedBackground = pair("systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0))
    static let secondarySystemGroupedBackground = pair("secondarySystemGroupedBackground", rgb(255, 255, 255), rgb(28, 28, 30))
    static let tertiarySystemGroupedBackground = pair("tertiarySystemGroupedBackground", rgb(242, 242, 247), rgb(44, 44, 46))

    static let separator = pair("separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    static let opaqueSeparator = pair("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58))
    static let link = pair("link", rgb(0, 122, 255), rgb(9, 132, 255))
    static let placeholderText = pair("placeholderText", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
}

/// Colour-space arithmetic: sRGB transfer functions, Display P3, HSB and hex strings.
enum ColorMath {
    /// sRGB gamma decoding (extended range, sign-preserving).
    static func gammaDecode(_ c: Double) -> Double {
        let a = abs(c)
        let v = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -v : v
    }

    /// sRGB gamma encoding (extended range, sign-preserving).
    static func gammaEncode(_ c: Double) -> Double {
        let a = abs(c)
        let v = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return c < 0 ? -v : v
    }

    /// Converts linear Display P3 to linear sRGB.
    static func p3ToSRGBLinear(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        (1.2249401 * r - 0.2249404 * g,
         -0.0420569 * r + 1.0420571 * g,
         -0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
    }

    /// Components in a colour space to linear extended sRGB.
    static func toLinearSRGB(_ space: Color.RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB: return (gammaDecode(r), gammaDecode(g), gammaDecode(b))
        case .sRGBLinear: return (r, g, b)
        case .displayP3: return p3ToSRGBLinear(gammaDecode(r), gammaDecode(g), gammaDecode(b))
        }
    }

    /// Components in a colour space to gamma-encoded extended sRGB.
    static func toSRGB(_ space: Color.RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        if space == .sRGB { return (r, g, b) }
        let (lr, lg, lb) = toLinearSRGB(space, r, g, b)
        return (gammaEncode(lr), gammaEncode(lg), gammaEncode(lb))
    }

    /// Hue, saturation and brightness (each 0...1; hue wraps) to sRGB.
    static func hsbToRGB(_ hue: Double, _ saturation: Double, _ brightness: Double) -> (Double, Double, Double) {
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else { return (0, 0, 0) }
        let s = min(max(saturation, 0), 1), v = brightness
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// `#RRGGBBAA`, components clamped to 0...1.
    static func hexString(_ c: RGBAColor) -> String {
        func byte(_ v: Double) -> Int { v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded()) }
        return String(format: "#%02X%02X%02X%02X", byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha))
    }
}

// MARK: - ShapeStyle

extension Color: ShapeStyle, PaintProvider {
    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        .color(resolvedColor(in: context.environment))
    }
}

extension Color.Resolved: ShapeStyle, PaintProvider {
    func paint(in context: ShapeStyleContext) -> ResolvedPaint? { .color(rgba) }
}
