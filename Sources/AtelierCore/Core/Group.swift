/// Groups views without laying them out: modifiers on the group reach each of them.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    /// Groups the views the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension Group: PrimitiveView, ViewListContent where Content: View {
    /// Its own node kind's maker, known without a cast (see `View._graphNodeMaker()`).
    @MainActor public static func _graphNodeMaker() -> AnyObject? { primitiveNodeMaker() }
    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    func listElements() -> [ViewListElement] { [ViewListElement(id: .index(0), view: content)] }
}
