import Foundation

/// Everything a text engine needs to lay out a paragraph.
@_spi(Backend) public struct TextRequest: Hashable, Sendable {
    /// The text to lay out, one run per span of uniform attributes, in order.
    public var runs: [TextRun]
    /// The width to wrap at; nil lays out on as few lines as the text's own newlines allow.
    public var maxWidth: CGFloat?
    /// At most this many lines; nil is unlimited.
    public var lineLimit: Int?
    /// Where to cut text that does not fit the line limit; at the end by default.
    public var truncation: Text.TruncationMode
    /// How lines are aligned to one another within the paragraph.
    public var alignment: TextAlignment
    /// Extra space between lines, in points, added to the font's line height.
    public var lineSpacing: CGFloat
    /// Creates a request; by default unwrapped, unlimited, tail-truncated and leading-aligned.
    public init(runs: [TextRun], maxWidth: CGFloat? = nil, lineLimit: Int? = nil,
                truncation: Text.TruncationMode = .tail, alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0) {
        self.runs = runs; self.maxWidth = maxWidth; self.lineLimit = lineLimit
        self.truncation = truncation; self.alignment = alignment; self.lineSpacing = lineSpacing
    }
}
