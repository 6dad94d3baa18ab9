import Foundation

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    /// The alignment along the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment along the vertical axis.
    public var vertical: VerticalAlignment
    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Centred in both axes; the default of ZStack and frames.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Centred vertically, at the leading edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Centred vertically, at the trailing edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Centred horizontally, at the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centred horizontally, at the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner (top-left in left-to-right text).
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner (top-right in left-to-right text).
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner (bottom-left in left-to-right text).
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner (bottom-right in left-to-right text).
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the baseline of the first line of text.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the baseline of the last line of text.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// At the leading edge, on the baseline of the first line of text.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// At the leading edge, on the baseline of the last line of text.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// At the trailing edge, on the baseline of the first line of text.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// At the trailing edge, on the baseline of the last line of text.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
