/// Reads a tuple of views whose element types it knows (what `TupleView` keeps of a tuple the builder made).
@usableFromInline @MainActor protocol TupleElements {
    /// The elements of the tuple at `tuple`, boxed, identified by position.
    static func listElements(ofTuple tuple: UnsafeRawPointer) -> [ViewListElement]
    /// Brings `owner`'s children up to date with the elements of the tuple at `tuple`, each with its type.
    static func update(_ owner: any PositionalChildren, tuple: UnsafeRawPointer)
}

/// The reader of a tuple of the views `Element`, made by the builder.
@usableFromInline struct PackTupleElements<each Element: View>: TupleElements {
    static var count: Int {
        var count = 0
        for _ in repeat (each Element).self { count += 1 }
        return count
    }

    @usableFromInline static func listElements(ofTuple tuple: UnsafeRawPointer) -> [ViewListElement] {
        var result: [ViewListElement] = []
        result.reserveCapacity(count)
        var offset = 0
        for type in repeat (each Element).self {
            let element = elementPointer(type, in: tuple, after: &offset)
            result.append(ViewListElement(id: .index(result.count), view: element.pointee))
        }
        return result
    }

    @usableFromInline static func update(_ owner: any PositionalChildren, tuple: UnsafeRawPointer) {
        var update = owner.beginPositionalUpdate(count: count)
        var offset = 0
        for type in repeat (each Element).self {
            update.update(with: elementPointer(type, in: tuple, after: &offset).pointee)
        }
        owner.finish(update)
    }
}

/// The element of type `E` of a tuple, which starts at `offset` rounded up to its alignment (tuples are laid out
/// as structs are); `offset` moves past it. Read in place: projecting the elements of a tuple of a pack's types
/// copied the whole tuple (and in debug builds read some of them from the wrong place).
private func elementPointer<E>(_: E.Type, in tuple: UnsafeRawPointer, after offset: inout Int) -> UnsafePointer<E> {
    let alignment = MemoryLayout<E>.alignment
    offset = (offset + alignment - 1) / alignment * alignment
    let pointer = (tuple + offset).assumingMemoryBound(to: E.self)
    offset += MemoryLayout<E>.size
    return pointer
}
