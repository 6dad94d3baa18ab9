import Foundation

/// A minimal stand-in for UIKit's colour object, so that `Color(uiColor: .quaternarySystemFill)` and
/// `Color(.systemGray5)` compile and draw Apple's iOS values; each system colour keeps its light and dark value.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        /// A colour with a value for each appearance.
        case dynamic(DynamicColor)
        /// The tint colour of the context (the environment's tint in SwiftUI).
        case tint
    }

    let kind: Kind
    /// Whether the colour was made as a gray level (`init(white:alpha:)`, `.black`...): only those answer `getWhite`, as in UIKit.
    let isGrayscale: Bool

    init(kind: Kind, grayscale: Bool = false) {
        self.kind = kind
        isGrayscale = grayscale
    }

    convenience init(_ dynamic: DynamicColor, grayscale: Bool = false) { self.init(kind: .dynamic(dynamic), grayscale: grayscale) }

    private convenience init(constant c: RGBAColor, name: String? = nil, grayscale: Bool = false) {
        self.init(DynamicColor(name: name ?? ColorMath.hexString(c), light: c, dark: c), grayscale: grayscale)
    }

    /// Creates a colour from sRGB components and an opacity, each from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(constant: RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// Creates a grayscale colour from a white value and an opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(constant: RGBAColor(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha)),
                  grayscale: true)
    }

    /// Creates a colour from hue, saturation, brightness and opacity, each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = ColorMath.hsbToRGB(Double(hue), Double(saturation), Double(brightness))
        self.init(constant: RGBAColor(red: r, green: g, blue: b, alpha: Double(alpha)))
    }

    /// Creates a colour from Display P3 components (converted to sRGB).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = ColorMath.toSRGB(.displayP3, Double(displayP3Red), Double(green), Double(blue))
        self.init(constant: RGBAColor(red: r, green: g, blue: b, alpha: Double(alpha)))
    }

    /// Creates a UIKit colour from a SwiftUI colour, keeping its light and dark values.
    public convenience init(_ color: Color) {
        if case .accent = color.provider {
            self.init(kind: .tint)
            return
        }
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        self.init(DynamicColor(name: color.description, light: color.resolvedComponents(in: light),
                               dark: color.resolvedComponents(in: dark)))
    }

    /// The same colour with its opacity replaced (in both appearances).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var d = dynamicValue
        d.light.alpha = Double(alpha)
        d.dark.alpha = Double(alpha)
        d.name = "\(d.name) alpha \(alpha)"
        return UIColor(d, grayscale: isGrayscale)
    }

    /// The colour as light and dark values (the tint reads as the system blue).
    var dynamicValue: DynamicColor {
        switch kind {
        case .dynamic(let d): return d
        case .tint: return SystemPalette.blue
        }
    }

    /// The provider a SwiftUI Color made from this colour uses.
    var colorProvider: Color.Provider {
        switch kind {
        case .dynamic(let d): return .dynamic(d)
        case .tint: return .accent
        }
    }

    /// Colours are equal when built the same way (the same value per appearance, or both the tint), not by what they resolve to.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.kind == rhs.kind && lhs.isGrayscale == rhs.isGrayscale }
    /// Hashes how the colour is built, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// The colour's name, or its light value as `#RRGGBBAA`.
    public var description: String {
        switch kind {
        case .dynamic(let d): return "UIColor(\(d.name))"
        case .tint: return "UIColor(tintColor)"
        }
    }
}

// MARK: - System colours

extension UIColor {
    /// The system red: 255,59,48 (dark 255,69,58).
    public static let systemRed = UIColor(SystemPalette.red)
    /// The system orange: 255,149,0 (dark 255,159,10).
    public static let systemOrange = UIColor(SystemPalette.orange)
    /// The system yellow: 255,204,0 (dark 255,214,10).
    public static let systemYellow = UIColor(SystemPalette.yellow)
    /// The system green: 52,199,89 (dark 48,209,88).
    public static let systemGreen = UIColor(SystemPalette.green)
    /// The system mint: 0,199,190 (dark 99,230,226).
    public static let systemMint = UIColor(SystemPalette.mint)
    /// The system teal: 48,176,199 (dark 64,200,224).
    public static let systemTeal = UIColor(SystemPalette.teal)
    /// The system cyan: 50,173,230 (dark 100,210,255).
    public static let systemCyan = UIColor(SystemPalette.cyan)
    /// The system blue: 0,122,255 (dark 10,132,255).
    public static let systemBlue = UIColor(SystemPalette.blue)
    /// The system indigo: 88,86,214 (dark 94,92,230).
    public static let systemIndigo = UIColor(SystemPalette.indigo)
    /// The system purple: 175,82,222 (dark 191,90,242).
    public static let systemPurple = UIColor(SystemPalette.purple)
    /// The system pink: 255,45,85 (dark 255,55,95).
    public static let systemPink = UIColor(SystemPalette.pink)
    /// The system brown: 162,132,94 (dark 172,142,104).
    public static let systemBrown = UIColor(SystemPalette.brown)

    /// The base gray: 142,142,147 in both appearances.
    public static let systemGray = UIColor(SystemPalette.gray)
    /// A second-level gray: 174,174,178 (dark 99,99,102).
    public static let systemGray2 = UIColor(SystemPalette.gray2)
    /// A third-level gray: 199,199,204 (dark 72,72,74).
    public static let systemGray3 = UIColor(SystemPalette.gray3)
    /// A fourth-level gray: 209,209,214 (dark 58,58,60).
    public static let systemGray4 = UIColor(SystemPalette.gray4)
    /// A fifth-level gray: 229,229,234 (dark 44,44,46).
    public static let systemGray5 = UIColor(SystemPalette.gray5)
    /// A sixth-level gray: 242,242,247 (dark 28,28,30).
    public static let systemGray6 = UIColor(SystemPalette.gray6)

    /// The tint colour of the context; drawn through SwiftUI it follows the environment's tint (else blue).
    public static let tintColor = UIColor(kind: .tint)
}

// MARK: - Element colours

extension UIColor {
    /// Primary text: black (dark: white).
    public static let label = UIColor(SystemPalette.label)
    /// Secondary text: 60,60,67 at 0.6 (dark 235,235,245 at 0.6).
    public static let secondaryLabel = UIColor(SystemPalette.secondaryLabel)
    /// Tertiary text: 60,60,67 at 0.3 (dark 235,235,245 at 0.3).
    public static let tertiaryLabel = UIColor(SystemPalette.tertiaryLabel)
    /// Quaternary text: 60,60,67 at 0.18 (dark 235,235,245 at 0.16).
    public static let quaternaryLabel = UIColor(SystemPalette.quaternaryLabel)
    /// Links: 0,122,255 (dark 9,132,255).
    public static let link = UIColor(SystemPalette.link)
    /// Placeholder text: 60,60,67 at 0.3 (dark 235,235,245 at 0.3).
    public static let placeholderText = UIColor(SystemPalette.placeholderText)
    /// Thin separators, drawn over content: 60,60,67 at 0.29 (dark 84,84,88 at 0.6).
    public static let separator = UIColor(SystemPalette.separator)
    /// Opaque separators: 198,198,200 (dark 56,56,58).
    public static let opaqueSeparator = UIColor(SystemPalette.opaqueSeparator)

    /// The main background: white (dark: black).
    public static let systemBackground = UIColor(SystemPalette.systemBackground)
    /// Content layered on the main background: 242,242,247 (dark 28,28,30).
    public static let secondarySystemBackground = UIColor(SystemPalette.secondarySystemBackground)
    /// Content layered on secondary backgrounds: white (dark 44,44,46).
    public static let tertiarySystemBackground = UIColor(SystemPalette.tertiarySystemBackground)
    /// The background of grouped content: 242,242,247 (dark: black).
    public static let systemGroupedBackground = UIColor(SystemPalette.systemGroupedBackground)
    /// Content layered on a grouped background: white (dark 28,28,30).
    public static let secondarySystemGroupedBackground = UIColor(SystemPalette.secondarySystemGroupedBackground)
    /// Content layered on secondary grouped backgrounds: 242,242,247 (dark 44,44,46).
    public static let tertiarySystemGroupedBackground = UIColor(SystemPalette.tertiarySystemGroupedBackground)

    /// Fill for thin and small shapes: 120,120,128 at 0.2 (dark at 0.36).
    public static let systemFill = UIColor(SystemPalette.systemFill)
    /// Fill for medium-size shapes: 120,120,128 at 0.16 (dark at 0.32).
    public static let secondarySystemFill = UIColor(SystemPalette.secondarySystemFill)
    /// Fill for large shapes: 118,118,128 at 0.12 (dark at 0.24).
    public static let tertiarySystemFill = UIColor(SystemPalette.tertiarySystemFill)
    /// Fill for large areas with complex content: 116,116,128 at 0.08 (dark 118,118,128 at 0.18).
    public static let quaternarySystemFill = UIColor(SystemPalette.quaternarySystemFill)

    /// Light text on dark backgrounds: white at 0.6 in both appearances.
    public static let lightText = UIColor(constant: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6), name: "lightText")
    /// Dark text on light backgrounds: black in both appearances.
    public static let darkText = UIColor(constant: .black, name: "darkText")
}

// MARK: - Fixed colours

extension UIColor {
    /// Opacity 0.
    public static let clear = UIColor(constant: .clear, name: "clear", grayscale: true)
    /// Grayscale 0.
    public static let black = UIColor(constant: .black, name: "black", grayscale: true)
    /// Grayscale 1.
    public static let white = UIColor(constant: .white, name: "white", grayscale: true)
    /// Grayscale 0.5.
    public static let gray = UIColor(constant: RGBAColor(red: 0.5, green: 0.5, blue: 0.5), name: "gray", grayscale: true)
    /// Grayscale 1/3.
    public static let darkGray = UIColor(constant: RGBAColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3), name: "darkGray", grayscale: true)
    /// Grayscale 2/3.
    public static let lightGray = UIColor(constant: RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3), name: "lightGray", grayscale: true)
    /// RGB 1, 0, 0.
    public static let red = UIColor(constant: RGBAColor(red: 1, green: 0, blue: 0), name: "red")
    /// RGB 0, 1, 0.
    public static let green = UIColor(constant: RGBAColor(red: 0, green: 1, blue: 0), name: "green")
    /// RGB 0, 0, 1.
    public static let blue = UIColor(constant: RGBAColor(red: 0, green: 0, blue: 1), name: "blue")
    /// RGB 0, 1, 1.
    public static let cyan = UIColor(constant: RGBAColor(red: 0, green: 1, blue: 1), name: "cyan")
    /// RGB 1, 1, 0.
    public static let yellow = UIColor(constant: RGBAColor(red: 1, green: 1, blue: 0), name: "yellow")
    /// RGB 1, 0, 1.
    public static let magenta = UIColor(constant: RGBAColor(red: 1, green: 0, blue: 1), name: "magenta")
    /// RGB 1, 0.5, 0.
    public static let orange = UIColor(constant: RGBAColor(red: 1, green: 0.5, blue: 0), name: "orange")
    /// RGB 0.5, 0, 0.5.
    public static let purple = UIColor(constant: RGBAColor(red: 0.5, green: 0, blue: 0.5), name: "purple")
    /// RGB 0.6, 0.4, 0.2.
    public static let brown = UIColor(constant: RGBAColor(red: 0.6, green: 0.4, blue: 0.2), name: "brown")
}

// MARK: - Appearances and components

extension UIColor {
    /// Creates a colour whose value depends on the trait collection, asked once for the light and once for the
    /// dark appearance (Atelier's colours keep one value per appearance).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        if case .tint = light.kind, case .tint = dark.kind {
            self.init(kind: .tint)
            return
        }
        let l = light.dynamicValue.light, d = dark.dynamicValue.dark
        self.init(DynamicColor(name: "dynamic \(ColorMath.hexString(l))/\(ColorMath.hexString(d))", light: l, dark: d),
                  grayscale: light.isGrayscale && dark.isGrayscale)
    }

    /// The colour's value for the appearance of a trait collection (light when it is unspecified).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let value = components(for: traitCollection)
        return UIColor(constant: value, grayscale: isGrayscale)
    }

    /// The value for a trait collection's appearance.
    func components(for traits: UITraitCollection) -> RGBAColor {
        dynamicValue.value(for: traits.userInterfaceStyle == .dark ? .dark : .light)
    }

    /// The colour's value as UIKit reads it outside a view: for `UITraitCollection.current`.
    private var currentComponents: RGBAColor { components(for: UITraitCollection.current) }

    /// Reads the red, green, blue and alpha components (extended sRGB, for the current trait collection's
    /// appearance); always succeeds.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = currentComponents
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Reads hue, saturation, brightness (each from 0 to 1) and alpha; always succeeds.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = currentComponents
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue), delta = maxC - minC
        var h = 0.0
        if delta > 0 {
            if maxC == c.red { h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maxC == c.green { h = (c.blue - c.red) / delta + 2 }
            else { h = (c.red - c.green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maxC > 0 ? delta / maxC : 0)
        brightness?.pointee = CGFloat(maxC)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Reads the gray level and alpha of a colour made as a gray (`init(white:alpha:)`, `.black`, `.gray`...);
    /// returns false and leaves the values alone for other colours, as UIKit does for colours not in a gray space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard isGrayscale else { return false }
        let c = currentComponents
        white?.pointee = CGFloat(c.red)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The colour as a Core Graphics colour, for the current trait collection's appearance.
    public var cgColor: CGColor {
        let c = currentComponents
        return CGColor(srgbRed: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// Creates a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        let part = { (i: Int) in c.indices.contains(i) ? c[i] : 0 }
        self.init(red: part(0), green: part(1), blue: part(2), alpha: cgColor.alpha)
    }
}
