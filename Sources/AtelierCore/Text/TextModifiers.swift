import Foundation

// MARK: - Environment keys

/// The line limit and the number of lines a text reserves space for, written together by `lineLimit` modifiers.
struct LineLimitSetting: Equatable, Sendable {
    var limit: Int?
    var reserved: Int?
}
private struct LineLimitKey: EnvironmentKey { static var defaultValue: LineLimitSetting { LineLimitSetting() } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct FontWeightOverrideKey: EnvironmentKey { static var defaultValue: Font.Weight? { nil } }
private struct FontDesignOverrideKey: EnvironmentKey { static var defaultValue: Font.Design? { nil } }
private struct BoldOverrideKey: EnvironmentKey { static var defaultValue: Bool? { nil } }
private struct ItalicOverrideKey: EnvironmentKey { static var defaultValue: Bool? { nil } }
private struct MonospacedOverrideKey: EnvironmentKey { static var defaultValue: Bool? { nil } }
private struct MonospacedDigitOverrideKey: EnvironmentKey { static var defaultValue: Bool? { nil } }

extension EnvironmentValues {
    /// The maximum number of lines that text can occupy in a view; nil means no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self].limit }
        set { self[LineLimitKey.self].limit = newValue }
    }

    /// The line limit with the number of lines a text always reserves space for (`lineLimit(_:reservesSpace:)`, ranges' lower bounds).
    var lineLimitSetting: LineLimitSetting {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text to fit into the available space.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines when the content wraps or contains newlines.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the next.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// A stylistic override to transform the case of Text when displayed; nil leaves it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the available space.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A Boolean value that indicates whether inter-character spacing should tighten to fit the text (stored; Atelier does not tighten).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The weight set by `View.fontWeight(_:)`, applied over the font of every text inside.
    var fontWeightOverride: Font.Weight? {
        get { self[FontWeightOverrideKey.self] }
        set { self[FontWeightOverrideKey.self] = newValue }
    }

    /// The design set by `View.fontDesign(_:)`.
    var fontDesignOverride: Font.Design? {
        get { self[FontDesignOverrideKey.self] }
        set { self[FontDesignOverrideKey.self] = newValue }
    }

    /// Whether `View.bold(_:)` made text bold (nil: not set).
    var boldOverride: Bool? {
        get { self[BoldOverrideKey.self] }
        set { self[BoldOverrideKey.self] = newValue }
    }

    /// Whether `View.italic(_:)` made text italic (nil: not set).
    var italicOverride: Bool? {
        get { self[ItalicOverrideKey.self] }
        set { self[ItalicOverrideKey.self] = newValue }
    }

    /// Whether `View.monospaced(_:)` made text monospaced (nil: not set).
    var monospacedOverride: Bool? {
        get { self[MonospacedOverrideKey.self] }
        set { self[MonospacedOverrideKey.self] = newValue }
    }

    /// Whether `View.monospacedDigit()` gave text fixed-width digits (nil: not set).
    var monospacedDigitOverride: Bool? {
        get { self[MonospacedDigitOverrideKey.self] }
        set { self[MonospacedDigitOverrideKey.self] = newValue }
    }
}

// MARK: - View modifiers

nonisolated extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.font, value: font))
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.fontWeightOverride, value: weight))
    }

    /// Sets the font design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.fontDesignOverride, value: design))
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.boldOverride, value: isActive))
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.italicOverride, value: isActive))
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current font, if possible.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.monospacedOverride, value: isActive))
    }

    /// Modifies the fonts of all child views to use fixed-width digits, if possible.
    public func monospacedDigit() -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.monospacedDigitOverride, value: true))
    }

    /// Sets the maximum number of lines that text can occupy in this view; nil removes the limit.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.lineLimitSetting,
            value: LineLimitSetting(limit: number, reserved: nil)))
    }

    /// Sets to a fixed number of lines the space text takes in this view (when `reservesSpace`), or only its maximum.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.lineLimitSetting,
            value: LineLimitSetting(limit: limit, reserved: reservesSpace ? limit : nil)))
    }

    /// Sets a limit for the number of lines text can occupy: at least the range's lower bound are reserved.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.lineLimitSetting,
            value: LineLimitSetting(limit: nil, reserved: limit.lowerBound)))
    }

    /// Sets a limit for the number of lines text can occupy: at most the range's upper bound.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.lineLimitSetting,
            value: LineLimitSetting(limit: limit.upperBound, reserved: nil)))
    }

    /// Sets a limit for the number of lines text can occupy: space for the lower bound is reserved, the upper bound is the maximum.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.lineLimitSetting,
            value: LineLimitSetting(limit: limit.upperBound, reserved: limit.lowerBound)))
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.truncationMode, value: mode))
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.multilineTextAlignment, value: alignment))
    }

    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.lineSpacing, value: lineSpacing))
    }

    /// Sets a transform for the case of the text contained in this view when displayed.
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.textCase, value: textCase))
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.minimumScaleFactor, value: factor))
    }

    /// Sets whether text in this view can compress the space between characters when necessary to fit text in a line (stored only).
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.allowsTightening, value: flag))
    }
}
