import Foundation

// A binding to a mutable collection is itself a collection of bindings to its elements, as in SwiftUI:
// `$items[i].name`, `for $item in $items`, `$items.first`.

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element of the collection.
    public typealias Element = Binding<Value.Element>
    /// Iterates over the bindings to the elements.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A contiguous part of the collection of bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// A position in the bound collection.
    public typealias Index = Value.Index
    /// The bound collection's indices.
    public typealias Indices = Value.Indices

    /// The position of the first element of the bound collection.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The position past the last element of the bound collection.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The bound collection's indices.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The position after `i` in the bound collection.
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    /// Replaces `i` with the position after it.
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`, which must be a valid index now.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let base = self
        var last = base.wrappedValue[position]
        let (location, path) = elementPath([.index(position)])
        return Binding<Value.Element>(location: location, path: path,
            get: {
                let collection = base.getter()
                guard Self.contains(position, in: collection) else { return last }
                last = collection[position]
                return last
            },
            set: { value, transaction in
                var collection = base.getter()
                guard Self.contains(position, in: collection) else {
                    return Self.warnStaleWrite()
                }
                collection[position] = value
                last = value
                base.setter(collection, transaction)
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The position before `i` in the bound collection.
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    /// Replaces `i` with the position before it.
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding where Value: MutableCollection {
    /// Whether `index` points at an element of `collection` (not its end).
    static func contains(_ index: Value.Index, in collection: Value) -> Bool {
        index >= collection.startIndex && index < collection.endIndex
    }

    static func warnStaleWrite() {
        Diagnostics.warn("A binding to an element of a collection was written after the element was removed; "
            + "the write is ignored.", key: "binding-stale-element")
    }

    /// A binding to the element with identity `id`, at `index` when the collection was read: reads and writes
    /// find the element again by its identity when the collection changed under the binding (a row made before
    /// a deletion), and a removed element reads as it was last seen.
    func element<ID: Hashable>(at index: Value.Index, id: ID, by idPath: KeyPath<Value.Element, ID>,
                               initial: Value.Element) -> Binding<Value.Element> {
        let base = self
        var last = initial
        func locate(in collection: Value) -> Value.Index? {
            if Self.contains(index, in: collection), collection[index][keyPath: idPath] == id { return index }
            return collection.firstIndex { $0[keyPath: idPath] == id }
        }
        let (location, path) = elementPath([.index(index), .id(AnyHashable(id))])
        return Binding<Value.Element>(location: location, path: path,
            get: {
                let collection = base.getter()
                guard let found = locate(in: collection) else { return last }
                last = collection[found]
                return last
            },
            set: { value, transaction in
                var collection = base.getter()
                guard let found = locate(in: collection) else { return Self.warnStaleWrite() }
                collection[found] = value
                last = value
                base.setter(collection, transaction)
            })
    }
}

/// A step of a binding's path that names an element (by index or identity) rather than a property, so that
/// two bindings to the same element of the same state compare equal.
enum ElementStep: Hashable {
    case index(AnyHashable)
    case id(AnyHashable)

    enum Part {
        case index(Any)
        case id(AnyHashable)
    }
}

extension Binding {
    /// The location and path of a binding to an element: this binding's, with the element's steps. An index
    /// that is not hashable leaves the binding without a location, so that it never compares equal to another.
    func elementPath(_ parts: [ElementStep.Part]) -> (AnyObject?, [AnyHashable]) {
        var steps = path
        for part in parts {
            switch part {
            case .index(let index):
                guard let hashable = index as? AnyHashable else { return (nil, []) }
                steps.append(AnyHashable(ElementStep.index(hashable)))
            case .id(let id):
                steps.append(AnyHashable(ElementStep.id(id)))
            }
        }
        return (location, steps)
    }
}
