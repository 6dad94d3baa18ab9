import Foundation

/// A type that identifies an alignment guide and gives its default value for a view's dimensions.
public protocol AlignmentID {
    /// The guide's value where a view does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment ID type, held by the sendable default-value closure (metatypes carry no state).
struct AlignmentIDType: @unchecked Sendable {
    let id: AlignmentID.Type
    init(_ id: AlignmentID.Type) { self.id = id }
}

/// Identifies an alignment guide on one axis, for the graph.
struct AlignmentKey: Hashable {
    let id: ObjectIdentifier
    let isHorizontal: Bool
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat
    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.isHorizontal == b.isHorizontal }
    func hash(into h: inout Hasher) { h.combine(id); h.combine(isHorizontal) }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// Creates a custom alignment.
    public init(_ id: AlignmentID.Type) {
        let type = AlignmentIDType(id)
        key = AlignmentKey(id: ObjectIdentifier(id), isHorizontal: true, defaultValue: { type.id.defaultValue(in: $0) })
    }
    /// Combines several guides' values; SwiftUI uses the average for custom combinations.
    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.key == b.key }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    private enum ListRowSeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum ListRowSeparatorTrailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
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

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// Creates a custom alignment.
    public init(_ id: AlignmentID.Type) {
        let type = AlignmentIDType(id)
        key = AlignmentKey(id: ObjectIdentifier(id), isHorizontal: false, defaultValue: { type.id.defaultValue(in: $0) })
    }
    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { a.key == b.key }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
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

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and alignment guides, as an alignment guide computation sees them.
public struct ViewDimensions: Equatable {
    public var width: CGFloat
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

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool { a.width == b.width && a.height == b.height }
}

extension ViewNode {
    /// The dimensions of this node at a size, with its guides.
    func dimensions(in size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] key in
            if let explicit = self.explicitAlignment(key, in: size) { return explicit }
            if key.id == ObjectIdentifier(VerticalAlignment.FirstTextBaseline.self) { return self.baselines(in: size)?.first }
            if key.id == ObjectIdentifier(VerticalAlignment.LastTextBaseline.self) { return self.baselines(in: size)?.last }
            return nil
        }
    }

    /// The value of a guide for this node at a size.
    func alignmentValue(_ key: AlignmentKey, in size: CGSize) -> CGFloat {
        dimensions(in: size).value(key)
    }
}
