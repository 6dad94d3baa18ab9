import Foundation

/// A view that displays one or more lines of read-only text.
///
/// A Text is a list of runs, each with the attributes its own modifiers gave it; `Text + Text`
/// concatenates runs. A modifier applied to a Text sets the attribute on every run that has not
/// set it already, so the innermost modifier wins, as in SwiftUI.
public struct Text: Equatable, Sendable {
    /// The type of truncation to apply to a line of text when it's too long to fit in the available space.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line.
        case head
        /// Truncate at the end of the line.
        case tail
        /// Truncate in the middle of the line.
        case middle
    }

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }

    /// The runs of the text, each with the modifiers applied to it.
    var runs: [Run]

    struct Run: Equatable, Sendable {
        var string: String
        var attributes = Attributes()
    }

    /// Modifiers applied to a Text value itself (as opposed to the environment); nil means "not set here".
    /// The font, colour and boldness are kept in the run; the rest, which few texts set, in a box shared by
    /// copies (inline, a run took 232 bytes, and every text kept by a node or a body holds its runs).
    struct Attributes: Equatable, Sendable {
        var font: Font?
        var color: Color?
        var bold: Bool?
        private var rare: RareBox?

        /// A non-colour foreground style (`foregroundStyle(_:)` with a gradient, a hierarchical style...).
        var style: AnyShapeStyle? {
            get { rare?.values.style }
            set { changeRare { $0.style = newValue } }
        }
        var weight: Font.Weight? {
            get { rare?.values.weight }
            set { changeRare { $0.weight = newValue } }
        }
        var design: Font.Design? {
            get { rare?.values.design }
            set { changeRare { $0.design = newValue } }
        }
        var italic: Bool? {
            get { rare?.values.italic }
            set { changeRare { $0.italic = newValue } }
        }
        var monospaced: Bool? {
            get { rare?.values.monospaced }
            set { changeRare { $0.monospaced = newValue } }
        }
        var monospacedDigit: Bool? {
            get { rare?.values.monospacedDigit }
            set { changeRare { $0.monospacedDigit = newValue } }
        }
        var underline: (on: Bool, color: Color?)? {
            get { rare?.values.underline }
            set { changeRare { $0.underline = newValue } }
        }
        var strikethrough: (on: Bool, color: Color?)? {
            get { rare?.values.strikethrough }
            set { changeRare { $0.strikethrough = newValue } }
        }
        var kerning: CGFloat? {
            get { rare?.values.kerning }
            set { changeRare { $0.kerning = newValue } }
        }
        var tracking: CGFloat? {
            get { rare?.values.tracking }
            set { changeRare { $0.tracking = newValue } }
        }
        var baselineOffset: CGFloat? {
            get { rare?.values.baselineOffset }
            set { changeRare { $0.baselineOffset = newValue } }
        }

        /// The attributes few texts set.
        private struct RareValues: Sendable {
            var style: AnyShapeStyle?
            var weight: Font.Weight?
            var design: Font.Design?
            var italic: Bool?
            var monospaced: Bool?
            var monospacedDigit: Bool?
            var underline: (on: Bool, color: Color?)?
            var strikethrough: (on: Bool, color: Color?)?
            var kerning: CGFloat?
            var tracking: CGFloat?
            var baselineOffset: CGFloat?

            var isEmpty: Bool {
                style == nil && weight == nil && design == nil && italic == nil && monospaced == nil
                    && monospacedDigit == nil && underline == nil && strikethrough == nil && kerning == nil
                    && tracking == nil && baselineOffset == nil
            }
        }

        /// Never changed once made: a change makes a new box, so that copies keep their values.
        private final class RareBox: Sendable {
            let values: RareValues
            init(_ values: RareValues) { self.values = values }
        }

        private mutating func changeRare(_ change: (inout RareValues) -> Void) {
            var values = rare?.values ?? RareValues()
            change(&values)
            rare = values.isEmpty ? nil : RareBox(values)
        }

        static func == (a: Attributes, b: Attributes) -> Bool {
            a.font == b.font && a.color == b.color && a.weight == b.weight && a.design == b.design
                && a.italic == b.italic && a.bold == b.bold && a.monospaced == b.monospaced
                && a.monospacedDigit == b.monospacedDigit
                && a.underline?.on == b.underline?.on && a.underline?.color == b.underline?.color
                && a.strikethrough?.on == b.strikethrough?.on && a.strikethrough?.color == b.strikethrough?.color
                && a.kerning == b.kerning && a.tracking == b.tracking && a.baselineOffset == b.baselineOffset
                && stylesEqual(a.style, b.style)
        }

        private static func stylesEqual(_ a: AnyShapeStyle?, _ b: AnyShapeStyle?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (x?, y?): return ViewEquality.equal(x.storage, y.storage)
            default: return false
            }
        }
    }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// Creates a text view that displays localized content identified by a key: its translation in `tableName`
    /// (Localizable by default) of `bundle` (the main bundle by default), else the key as written.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.resolved(table: tableName, bundle: bundle))]
    }

    init(runs: [Run]) { self.runs = runs }

    /// The text's characters, all runs together.
    var plainString: String { runs.map(\.string).joined() }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    /// Sets an attribute on every run that has not set it.
    private func applying(_ change: (inout Attributes) -> Void) -> Text {
        var copy = self
        for i in copy.runs.indices { change(&copy.runs[i].attributes) }
        return copy
    }
}

// MARK: - Modifiers that return Text

extension Text {
    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text {
        applying { if $0.font == nil { $0.font = font } }
    }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        applying { if $0.weight == nil { $0.weight = weight } }
    }

    /// Sets the font design of the text.
    public func fontDesign(_ design: Font.Design?) -> Text {
        applying { if $0.design == nil { $0.design = design } }
    }

    /// Applies a bold font weight to the text.
    public func bold() -> Text { bold(true) }

    /// Applies a bold font weight to the text, or not.
    public func bold(_ isActive: Bool) -> Text {
        applying { if $0.bold == nil { $0.bold = isActive } }
    }

    /// Applies italics to the text.
    public func italic() -> Text { italic(true) }

    /// Applies italics to the text, or not.
    public func italic(_ isActive: Bool) -> Text {
        applying { if $0.italic == nil { $0.italic = isActive } }
    }

    /// Modifies the font of the text to use the fixed-width variant of the current font, if possible.
    public func monospaced(_ isActive: Bool = true) -> Text {
        applying { if $0.monospaced == nil { $0.monospaced = isActive } }
    }

    /// Modifies the text view's font to use fixed-width digits, while leaving other characters proportionally spaced.
    public func monospacedDigit() -> Text {
        applying { if $0.monospacedDigit == nil { $0.monospacedDigit = true } }
    }

    /// Applies an underline to the text, in the given colour (the text's colour when nil).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        applying { if $0.underline == nil { $0.underline = (isActive, color) } }
    }

    /// Applies a strikethrough to the text, in the given colour (the text's colour when nil).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        applying { if $0.strikethrough == nil { $0.strikethrough = (isActive, color) } }
    }

    /// Sets the spacing, or kerning, between characters (drawn as extra letter spacing, like tracking).
    public func kerning(_ kerning: CGFloat) -> Text {
        applying { if $0.kerning == nil { $0.kerning = kerning } }
    }

    /// Sets the tracking for the text: extra space added after each character, in points.
    public func tracking(_ tracking: CGFloat) -> Text {
        applying { if $0.tracking == nil { $0.tracking = tracking } }
    }

    /// Sets the vertical offset for the text relative to its baseline (positive moves it up).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        applying { if $0.baselineOffset == nil { $0.baselineOffset = baselineOffset } }
    }

    /// Sets the color of the text.
    public func foregroundColor(_ color: Color?) -> Text {
        applying { if $0.color == nil && $0.style == nil { $0.color = color } }
    }

    /// Sets the style of the text displayed by this view (a Color, a gradient, a hierarchical style...).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let unwrapped: any ShapeStyle = (style as? AnyShapeStyle)?.storage ?? style
        if let color = unwrapped as? Color { return foregroundColor(color) }
        let erased = AnyShapeStyle(style)
        return applying { if $0.color == nil && $0.style == nil { $0.style = erased } }
    }
}
