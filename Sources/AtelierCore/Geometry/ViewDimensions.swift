import Foundation

/// A view's size and alignment guides, as an alignment guide computation sees them.
public struct ViewDimensions: Equatable {
    /// The view's width, in points.
    public var width: CGFloat
    /// The view's height, in points.
    public var height: CGFloat
    let guides: (AlignmentKey) -> CGFloat?

    init(size: CGSize, guides: @escaping (AlignmentKey) -> CGFloat?) {
        width = size.width; height = size.height; self.guides = guides
    }

    /// The value of a horizontal guide: explicit if the view sets it, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    /// The value of a vertical guide: explicit if the view sets it, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
    /// The explicit value of a horizontal guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { guides(guide.key) }
    /// The explicit value of a vertical guide, if the view sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { guides(guide.key) }

    func value(_ key: AlignmentKey) -> CGFloat {
        guides(key) ?? key.defaultValue(self)
    }

    /// Compares only the sizes: guide values are computed on demand and cannot be compared.
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool { a.width == b.width && a.height == b.height }
}
