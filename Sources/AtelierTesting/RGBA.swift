import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo
import Atelier

/// A colour read from a rendered frame: 8-bit sRGB channels, not premultiplied.
public struct RGBA: Equatable, CustomStringConvertible, Sendable {
    /// The red, green, blue and alpha channels, 0 to 255 each.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    /// Creates a colour from its channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    /// Written like CSS, `rgba(r,g,b,a)`, so a failing comparison reads plainly.
    public var description: String { "rgba(\(r),\(g),\(b),\(a))" }
}
