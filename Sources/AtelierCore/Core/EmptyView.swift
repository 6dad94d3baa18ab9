/// A view that draws nothing and takes no space.
public struct EmptyView: View, _RemoveGlobalActorIsolation {
    /// Creates an empty view (from any context: it holds nothing).
    nonisolated public init() {}
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension EmptyView: PrimitiveView, ViewListContent {
    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    func listElements() -> [ViewListElement] { [] }
}
