/// The view an `if`/`else` or `switch` in a builder produces: one branch or the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _RemoveGlobalActorIsolation {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension _ConditionalContent: PrimitiveView, ViewListContent {
    /// Its own node kind's maker, known without a cast (see `View._graphNodeMaker()`).
    @MainActor public static func _graphNodeMaker() -> AnyObject? { primitiveNodeMaker() }
    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    func listElements() -> [ViewListElement] {
        switch storage {
        case .trueContent(let v): return [ViewListElement(id: .branch(true), view: v)]
        case .falseContent(let v): return [ViewListElement(id: .branch(false), view: v)]
        }
    }
}
