extension Optional: View where Wrapped: View {
    /// Never evaluated: the framework shows the wrapped view, or nothing for nil.
    public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView, ViewListContent where Wrapped: View {
    /// Its own node kind's maker, known without a cast (see `View._graphNodeMaker()`).
    @MainActor public static func _graphNodeMaker() -> AnyObject? { primitiveNodeMaker() }
    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    func listElements() -> [ViewListElement] {
        switch self {
        case .some(let v): return [ViewListElement(id: .branch(true), view: v)]
        case .none: return []
        }
    }
}
