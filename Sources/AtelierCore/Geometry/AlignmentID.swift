import Foundation

/// A type that identifies an alignment guide and gives its default value for a view's dimensions.
public protocol AlignmentID {
    /// The guide's value where a view does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identifies an alignment guide on one axis, for the graph: the one record made for its ID type and axis
/// (`AlignmentKeyRecord`), referred to without counting. 8 bytes where the ID, a default-value closure and two
/// flags took 40, in every stack and frame node and every stack and frame value a body node keeps.
struct AlignmentKey: Hashable, @unchecked Sendable {
    // Records live as long as the process (`AlignmentKeyRecord.interned`), so the reference is never dangling.
    private unowned(unsafe) let record: AlignmentKeyRecord

    init(_ type: AlignmentID.Type, isHorizontal: Bool) {
        record = AlignmentKeyRecord.interned(type, isHorizontal: isHorizontal)
    }

    var id: ObjectIdentifier { record.id }
    var isHorizontal: Bool { record.isHorizontal }
    /// Whether the default reads only the size (the built-in guides), not the view's other guides.
    var defaultReadsOnlySize: Bool { record.defaultReadsOnlySize }
    /// The guide's value where a view does not set it explicitly.
    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { record.type.defaultValue(in: dimensions) }

    /// One record per ID type and axis: the same record is the same key.
    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.record === b.record }
    func hash(into h: inout Hasher) { h.combine(id); h.combine(isHorizontal) }
}
