import Foundation

/// A colour as sRGB components from 0 to 1, not premultiplied.
@_spi(Backend) public struct RGBAColor: Equatable, Hashable, Sendable {
    /// The sRGB components and opacity, each from 0 to 1, not premultiplied.
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// Creates a colour from sRGB components from 0 to 1; opaque unless `alpha` is given.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// Fully transparent black: paints nothing.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// The same colour with its alpha multiplied.
    public func multipliedAlpha(_ f: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * f)
    }
}
