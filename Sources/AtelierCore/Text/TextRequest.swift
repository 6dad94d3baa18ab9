import Foundation

/// Everything a text engine needs to lay out a paragraph.
@_spi(Backend) public struct TextRequest: Hashable, Sendable {
    /// The text to lay out, one run per span of uniform attributes, in order.
    public var runs: [TextRun] {
        didSet { runsHash = runs.hashValue }
    }
    /// The runs' hash, made once: the engine's cache is asked for a text at each proposal it is measured
    /// for, and hashing every run's string at each lookup showed in the profile.
    private(set) var runsHash: Int
    // The stored properties in the order that leaves no padding before the one-byte ones: every handle of a text
    // engine keeps its request (a long list's text keeps three), and 8 bytes less put a handle in the allocator's
    // 96 bytes, not 112.
    /// Extra space between lines, in points, added to the font's line height.
    public var lineSpacing: CGFloat
    /// The width to wrap at; nil lays out on as few lines as the text's own newlines allow.
    public var maxWidth: CGFloat? {
        get { packedMaxWidth.bitPattern == Self.noWidth ? nil : packedMaxWidth }
        set { packedMaxWidth = Self.packed(newValue) }
    }
    /// `maxWidth` in 8 bytes rather than 9 and padding: nil is a NaN with a payload of its own, which no arithmetic
    /// makes (as `PackedProposal`'s); any other NaN is kept as it was.
    private var packedMaxWidth: CGFloat
    private static var noWidth: UInt { 0x7FF8_0000_0002_0000 }
    private static func packed(_ width: CGFloat?) -> CGFloat { width ?? CGFloat(bitPattern: noWidth) }
    /// At most this many lines; nil is unlimited.
    public var lineLimit: Int?
    /// Where to cut text that does not fit the line limit; at the end by default.
    public var truncation: Text.TruncationMode
    /// How lines are aligned to one another within the paragraph.
    public var alignment: TextAlignment
    /// Creates a request; by default unwrapped, unlimited, tail-truncated and leading-aligned.
    public init(runs: [TextRun], maxWidth: CGFloat? = nil, lineLimit: Int? = nil,
                truncation: Text.TruncationMode = .tail, alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0) {
        self.runs = runs; packedMaxWidth = Self.packed(maxWidth); self.lineLimit = lineLimit
        self.truncation = truncation; self.alignment = alignment; self.lineSpacing = lineSpacing
        runsHash = runs.hashValue
    }

    /// A request for runs whose hash (`runs.hashValue`) the caller made before, for the same runs.
    init(runs: [TextRun], runsHash: Int, maxWidth: CGFloat?, lineLimit: Int?, truncation: Text.TruncationMode,
         alignment: TextAlignment, lineSpacing: CGFloat) {
        self.runs = runs; self.runsHash = runsHash; packedMaxWidth = Self.packed(maxWidth); self.lineLimit = lineLimit
        self.truncation = truncation; self.alignment = alignment; self.lineSpacing = lineSpacing
    }

    public static func == (a: TextRequest, b: TextRequest) -> Bool {
        a.runsHash == b.runsHash && a.maxWidth == b.maxWidth && a.lineLimit == b.lineLimit && a.truncation == b.truncation
            && a.alignment == b.alignment && a.lineSpacing == b.lineSpacing && a.runs == b.runs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(runsHash)
        hasher.combine(maxWidth)
        hasher.combine(lineLimit)
        hasher.combine(truncation)
        hasher.combine(alignment)
        hasher.combine(lineSpacing)
    }
}
