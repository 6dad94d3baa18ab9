import Foundation

/// One line of a laid-out text, as editing sees it: which bytes it holds and where it stands.
@_spi(Backend) public struct TextLineGeometry: Equatable, Sendable {
    /// The UTF-8 byte range of the line's text, without the newline that ends it.
    public var range: Range<Int>
    /// The line's box relative to the text's top-left corner: its width the line's, its height from ascent to descent.
    public var frame: CGRect
    /// The line's baseline, from the text's top.
    public var baseline: CGFloat
    /// Describes a line.
    public init(range: Range<Int>, frame: CGRect, baseline: CGFloat) {
        self.range = range; self.frame = frame; self.baseline = baseline
    }
}
