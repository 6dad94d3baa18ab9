import Foundation

/// A collection wrapper that iterates over the indices and identifiers of a collection together: the data of
/// a ForEach made with `editActions:`.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// An index of the base collection with the identity of its element.
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    let base: Base
    let idPath: KeyPath<Base.Element, ID>

    init(_ base: Base, id: KeyPath<Base.Element, ID>) {
        self.base = base
        idPath = id
    }

    /// The position of the first element.
    public var startIndex: Base.Index { base.startIndex }
    /// The position past the last element.
    public var endIndex: Base.Index { base.endIndex }
    /// The position after `i`.
    public func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
    /// The index and identity of the base element at `position`.
    public subscript(position: Base.Index) -> Element { Element(index: position, id: base[position][keyPath: idPath]) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The position before `i`.
    public func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {
    /// The position `distance` steps from `i`.
    public func index(_ i: Base.Index, offsetBy distance: Int) -> Base.Index { base.index(i, offsetBy: distance) }
    /// The number of steps from `start` to `end`.
    public func distance(from start: Base.Index, to end: Base.Index) -> Int { base.distance(from: start, to: end) }
}
