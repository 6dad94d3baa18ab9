import Foundation

/// A description of a row or a column in a lazy grid: its size, the spacing after it, and how cells align in it.
public struct GridItem: Sendable {
    /// The size of a grid item: fixed, flexible between bounds, or adaptive (as many as fit).
    public enum Size: Sendable {
        /// A single item of exactly this size.
        case fixed(CGFloat)
        /// A single item sharing the space left with the other flexible items, kept within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit in the item's share of the space, each at least `minimum` and at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item.
    public var size: GridItem.Size
    /// The spacing to the next item; nil for the default spacing.
    public var spacing: CGFloat?
    /// How cells align within the item; nil for the grid's own alignment.
    public var alignment: Alignment?

    /// Creates a grid item of a size, with a spacing to the next item and an alignment of its cells.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
