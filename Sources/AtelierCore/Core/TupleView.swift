/// Several views side by side in a builder, kept as a tuple.
public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// Wraps a tuple of views.
    public init(_ value: T) { self.value = value }
    /// Never evaluated: the framework shows each element of the tuple in turn.
    public var body: Never { fatalError("TupleView is primitive") }
}

extension TupleView: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ListNode(context: context, kind: .tuple) }
}

extension TupleView: ListContent {
    func listElements() -> [ListElement] {
        var result: [ListElement] = []
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
