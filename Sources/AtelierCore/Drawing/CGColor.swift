import Foundation

/// Core Graphics' colour, which Linux's Foundation lacks: here an sRGB colour with opacity, enough for the
/// SwiftUI APIs that take or give one (`Color(cgColor:)`, `ColorPicker(selection: Binding<CGColor>)`).
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// The sRGB components followed by the alpha, each from 0 to 1.
    public let components: [CGFloat]?
    /// The colour's alpha (opacity) component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Creates a colour from sRGB components and an alpha.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a colour from red, green, blue and alpha components (taken as sRGB here).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey from a white level and an alpha.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

extension Color {
    /// Creates a colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        let part = { (i: Int) in Double(c.indices.contains(i) ? c[i] : 0) }
        self.init(.sRGB, red: part(0), green: part(1), blue: part(2), opacity: Double(cgColor.alpha))
    }
}
