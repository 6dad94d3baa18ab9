import Foundation

/// A set of edit actions on a collection of data that a view can offer to a user.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions as bits: deleting, moving.
    public let rawValue: Int
    /// Creates a new set from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    static var deleteBit: EditActions { EditActions(rawValue: 1 << 0) }
    static var moveBit: EditActions { EditActions(rawValue: 1 << 1) }
}

extension EditActions {
    /// All the edit actions available on this collection: none, for a collection that can neither move nor
    /// remove its elements.
    public static var all: EditActions<Data> { [] }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// An edit action that allows the user to delete one or more elements of a collection.
    public static var delete: EditActions<Data> { deleteBit }
    /// All the edit actions available on this collection: deleting.
    public static var all: EditActions<Data> { deleteBit }
}

extension EditActions where Data: MutableCollection {
    /// An edit action that allows the user to move elements of a collection.
    public static var move: EditActions<Data> { moveBit }
    /// All the edit actions available on this collection: moving.
    public static var all: EditActions<Data> { moveBit }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// All the edit actions available on this collection: deleting and moving.
    public static var all: EditActions<Data> { [deleteBit, moveBit] }
}
