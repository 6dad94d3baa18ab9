import Foundation

/// A run of text with uniform attributes.
@_spi(Backend) public struct TextRun: Hashable, Sendable {
    /// The characters of the run.
    public var string: String
    /// The font the run is shaped in.
    public var font: ResolvedFont
    /// The run's own colour; nil draws it in the item's paint.
    public var color: RGBAColor?
    /// The lines and spacing, out of line: most runs have none, and every text node keeps its runs (inline,
    /// they took a run from 104 bytes to 192).
    private var decorations: Decorations?

    /// The underline's colour; nil uses the text's own colour.
    public var underline: RGBAColor? {
        get { decorations?.values.underline }
        set { decorate { $0.underline = newValue } }
    }
    /// The strikethrough line's colour; nil uses the text's own colour.
    public var strikethrough: RGBAColor? {
        get { decorations?.values.strikethrough }
        set { decorate { $0.strikethrough = newValue } }
    }
    /// Whether the run is drawn with a line under it.
    public var underlined: Bool {
        get { decorations?.values.underlined ?? false }
        set { decorate { $0.underlined = newValue } }
    }
    /// Whether the run is drawn with a line through it.
    public var struckThrough: Bool {
        get { decorations?.values.struckThrough ?? false }
        set { decorate { $0.struckThrough = newValue } }
    }
    /// Extra space between characters, in points.
    public var tracking: CGFloat {
        get { decorations?.values.tracking ?? 0 }
        set { decorate { $0.tracking = newValue } }
    }
    /// How far the run is raised above the baseline, in points (negative lowers it).
    public var baselineOffset: CGFloat {
        get { decorations?.values.baselineOffset ?? 0 }
        set { decorate { $0.baselineOffset = newValue } }
    }

    /// Creates a run; by default plain (no lines), in the item's colour, with no tracking or offset.
    public init(string: String, font: ResolvedFont, color: RGBAColor? = nil, underlined: Bool = false,
                underline: RGBAColor? = nil, struckThrough: Bool = false, strikethrough: RGBAColor? = nil,
                tracking: CGFloat = 0, baselineOffset: CGFloat = 0) {
        self.string = string; self.font = font; self.color = color
        let values = DecorationValues(underline: underline, strikethrough: strikethrough, underlined: underlined,
                                      struckThrough: struckThrough, tracking: tracking, baselineOffset: baselineOffset)
        decorations = values == DecorationValues() ? nil : Decorations(values)
    }

    public static func == (a: TextRun, b: TextRun) -> Bool {
        a.string == b.string && a.font == b.font && a.color == b.color && a.decorations?.values == b.decorations?.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(font)
        hasher.combine(color)
        hasher.combine(decorations?.values)
    }

    /// Changes the decorations; plain ones are kept as none, so that equal runs store alike.
    private mutating func decorate(_ change: (inout DecorationValues) -> Void) {
        var values = decorations?.values ?? DecorationValues()
        change(&values)
        decorations = values == DecorationValues() ? nil : Decorations(values)
    }

    /// What a run rarely has: lines, their colours, tracking and a baseline offset.
    struct DecorationValues: Hashable, Sendable {
        var underline: RGBAColor?
        var strikethrough: RGBAColor?
        var underlined = false
        var struckThrough = false
        var tracking: CGFloat = 0
        var baselineOffset: CGFloat = 0
    }

    /// The decorations in a box of their own, never changed once made (a run changed gets a new one).
    final class Decorations: Sendable {
        let values: DecorationValues
        init(_ values: DecorationValues) { self.values = values }
    }
}
