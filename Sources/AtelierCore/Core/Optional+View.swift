extension Optional: View where Wrapped: View {
    /// Never evaluated: the framework shows the wrapped view, or nothing for nil.
    public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView, ListContent where Wrapped: View {
    func makeNode(in context: NodeContext) -> ViewNode { ListNode(context: context, kind: .tuple) }
    func listElements() -> [ListElement] {
        switch self {
        case .some(let v): return [ListElement(id: .branch(true), view: v)]
        case .none: return []
        }
    }
}
