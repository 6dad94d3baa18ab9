import Foundation

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// Creates a custom alignment.
    public init(_ id: AlignmentID.Type) {
        key = AlignmentKey(id, isHorizontal: false)
    }
    /// Alignments are equal when they name the same guide, whatever their default values.
    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { a.key == b.key }

    private enum Top: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaseline: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    /// The top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The centre.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the first line of text (the bottom for views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the last line of text (the bottom for views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}
