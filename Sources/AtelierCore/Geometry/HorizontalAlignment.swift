import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// Creates a custom alignment.
    public init(_ id: AlignmentID.Type) {
        key = AlignmentKey(id, isHorizontal: true)
    }
    /// Combines several guides' values; SwiftUI uses the average for custom combinations.
    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.key == b.key }

    private enum Leading: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    private enum ListRowSeparatorLeading: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum ListRowSeparatorTrailing: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    /// The leading edge.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The centre.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self)
    /// Where a list row's separator starts.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// Where a list row's separator ends.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}
