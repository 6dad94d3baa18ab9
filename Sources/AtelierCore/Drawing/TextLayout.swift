import Foundation

/// A paragraph laid out by a text engine: its size and the engine's own handle to draw it.
@_spi(Backend) public final class TextLayout: @unchecked Sendable {
    /// The size of the laid-out text, in points (width is that of the longest line).
    public let size: CGSize
    /// Distance from the top to the first line's baseline.
    public let firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline.
    public let lastBaseline: CGFloat
    /// The number of lines the text wrapped to, after any line limit.
    public var lineCount: Int { Int(lines) }
    /// The text as displayed (after truncation).
    public let displayedString: String
    /// The engine's own object (for Pango: the PangoLayout).
    public let handle: AnyObject?
    /// The handle as shapes that can be let go of, when it is (cast once: a node asks at every proposal).
    public let shapes: DiscardableTextShapes?
    // The two counts in 32 bits each, side by side: a long list keeps a layout or two a text (5,000 in a
    // 1,000-message list), and two 8-byte counts put each in the allocator's next 16 bytes.
    private let lines: Int32
    /// How many nodes draw the layout now: its shapes are kept while one does.
    var drawingNodes: Int32 = 0
    /// When the text engine's cache last answered with this layout: kept here, in the object's padding to the
    /// allocator's 16 bytes, rather than beside the layout in the cache's table, where it took 8 bytes a bucket.
    public var cacheTick: UInt64 = 0
    /// Wraps an engine's layout result; `handle` is kept so the engine can draw the same layout later.
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int,
                displayedString: String, handle: AnyObject?) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        lines = Int32(clamping: lineCount); self.displayedString = displayedString; self.handle = handle
        shapes = handle as? DiscardableTextShapes
    }
}
