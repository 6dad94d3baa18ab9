/// Several views side by side in a builder, kept as a tuple. A plain value, made and compared (through its
/// mirror) from any context: only its node works on the main actor.
nonisolated public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// What reads the tuple element by element with their types, when the builder made it (it has the types as a
    /// pack); otherwise the elements are read through the tuple's mirror, which costs more than the rest of
    /// building the tuple's node. Kept in place of the elements boxed one by one (an array and a box each).
    @usableFromInline let elements: (any TupleElements.Type)?
    /// Wraps a tuple of views.
    public init(_ value: T) { self.value = value; elements = nil }
    @usableFromInline init(_ value: T, elements: any TupleElements.Type) { self.value = value; self.elements = elements }
    /// Never evaluated: the framework shows each element of the tuple in turn.
    @MainActor public var body: Never { fatalError("TupleView is primitive") }
}

extension TupleView: CustomReflectable {
    /// The tuple only: values compare by their fields, and the reader follows from the tuple's type.
    public var customMirror: Mirror { Mirror(self, children: ["value": value], displayStyle: .struct) }
}

@MainActor extension TupleView: PrimitiveView {
    /// Its own node kind's maker, known without a cast (see `View._graphNodeMaker()`).
    @MainActor public static func _graphNodeMaker() -> AnyObject? { primitiveNodeMaker() }
    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    func update(_ node: ViewNode) {
        guard let elements, let list = node as? ViewListNode else { return node.update(view: self) }
        withUnsafePointer(to: value) { elements.update(list, tuple: UnsafeRawPointer($0)) }
    }
}

/// A tuple of views whose elements a container can own itself, without a list node between them: asked of a
/// content's type, so that the value is not boxed to find out.
@MainActor protocol BuilderTuple {
    /// Brings `owner`'s children up to date with the elements of the tuple view at `view`; false when the
    /// tuple was not made by the builder (its elements are read through its mirror, by a list node).
    static func updateElements(of owner: any PositionalChildren, view: UnsafeRawPointer) -> Bool
}

@MainActor extension TupleView: BuilderTuple {
    static func updateElements(of owner: any PositionalChildren, view: UnsafeRawPointer) -> Bool {
        let tupleView = view.assumingMemoryBound(to: Self.self)
        guard let elements = tupleView.pointee.elements, let offset = MemoryLayout<Self>.offset(of: \Self.value) else { return false }
        elements.update(owner, tuple: view + offset)
        return true
    }
}

@MainActor extension TupleView: ViewListContent {
    func listElements() -> [ViewListElement] {
        if let elements { return withUnsafePointer(to: value) { elements.listElements(ofTuple: UnsafeRawPointer($0)) } }
        var result: [ViewListElement] = []
        func visit(_ value: Any) {
            if let view = value as? any View { result.append(ViewListElement(id: .index(result.count), view: view)) }
        }
        // A tuple made without the builder is read through its mirror: one child per element.
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .tuple {
            for child in mirror.children { visit(child.value) }
        } else {
            visit(value)
        }
        return result
    }
}
