import Foundation

/// A run of text with uniform attributes.
@_spi(Backend) public struct TextRun: Hashable, Sendable {
    /// The characters of the run.
    public var string: String
    /// The font the run is shaped in.
    public var font: ResolvedFont
    /// The run's own colour; nil draws it in the item's paint.
    public var color: RGBAColor?
    /// The underline's colour; nil uses the text's own colour.
    public var underline: RGBAColor?
    /// The strikethrough line's colour; nil uses the text's own colour.
    public var strikethrough: RGBAColor?
    /// Whether the run is drawn with a line under it.
    public var underlined: Bool
    /// Whether the run is drawn with a line through it.
    public var struckThrough: Bool
    /// Extra space between characters, in points.
    public var tracking: CGFloat
    /// How far the run is raised above the baseline, in points (negative lowers it).
    public var baselineOffset: CGFloat
    /// Creates a run; by default plain (no lines), in the item's colour, with no tracking or offset.
    public init(string: String, font: ResolvedFont, color: RGBAColor? = nil, underlined: Bool = false,
                underline: RGBAColor? = nil, struckThrough: Bool = false, strikethrough: RGBAColor? = nil,
                tracking: CGFloat = 0, baselineOffset: CGFloat = 0) {
        self.string = string; self.font = font; self.color = color
        self.underlined = underlined; self.underline = underline
        self.struckThrough = struckThrough; self.strikethrough = strikethrough
        self.tracking = tracking; self.baselineOffset = baselineOffset
    }
}
