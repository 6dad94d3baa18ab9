import Foundation

/// A font reduced to what a text engine needs. Not part of SwiftUI's API.
@_spi(Backend) public struct ResolvedFont: Hashable, Sendable {
    /// The font's design family, which picks the face when `family` is nil.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    /// A family name; nil means the system font (Inter, falling back to Noto).
    public var family: String?
    /// The point size (em height).
    public var size: CGFloat
    /// CSS-style weight: 100 (ultraLight) ... 400 (regular) ... 900 (black).
    public var weight: Int
    /// Whether to draw an italic (or oblique) face.
    public var italic: Bool
    /// The design, which picks the system face (serif, rounded, monospaced) when `family` is nil.
    public var design: Design
    /// Whether digits take a fixed width, so columns of numbers line up.
    public var monospacedDigit: Bool
    /// Creates a font; by default the regular-weight (400), upright system font.
    public init(family: String? = nil, size: CGFloat, weight: Int = 400, italic: Bool = false,
                design: Design = .default, monospacedDigit: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
        self.design = design; self.monospacedDigit = monospacedDigit
    }
}
