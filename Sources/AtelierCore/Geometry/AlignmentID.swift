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
    /// Whether the default reads only the size (the built-in guides), not the view's other guides.
    let defaultReadsOnlySize: Bool
    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.isHorizontal == b.isHorizontal }
    func hash(into h: inout Hasher) { h.combine(id); h.combine(isHorizontal) }
}
