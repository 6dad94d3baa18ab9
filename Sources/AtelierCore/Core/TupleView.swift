/// Several views side by side in a builder, kept as a tuple.
public struct TupleView<T>: View {
    /// The views.
    public var value: T {
        didSet { views = nil }
    }
    /// The same views one by one, when the builder made the tuple (it has them as a pack); otherwise they are
    /// read from the tuple through its mirror, which costs more than the rest of building the tuple's node.
    var views: [any View]?
    /// Wraps a tuple of views.
    public init(_ value: T) { self.value = value }
    init(_ value: T, views: [any View]) { self.value = value; self.views = views }
    /// Never evaluated: the framework shows each element of the tuple in turn.
    public var body: Never { fatalError("TupleView is primitive") }
}

extension TupleView: CustomReflectable {
    /// The tuple only, as before the views were kept beside it: values compare by their fields, and the
    /// views are the tuple again.
    nonisolated public var customMirror: Mirror { Mirror(self, children: ["value": value], displayStyle: .struct) }
}

extension TupleView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ListNode(context: context, kind: .tuple) }
}

extension TupleView: ListContent {
    func listElements() -> [ListElement] {
        var result: [ListElement] = []
        if let views {
            result.reserveCapacity(views.count)
            for view in views { result.append(ListElement(id: .index(result.count), view: view)) }
            return result
        }
        func visit(_ value: Any) {
            if let view = value as? any View { result.append(ListElement(id: .index(result.count), view: view)) }
        }
        // A parameter-pack tuple is read through its mirror: one child per element.
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .tuple {
            for child in mirror.children { visit(child.value) }
        } else {
            visit(value)
        }
        return result
    }
}
