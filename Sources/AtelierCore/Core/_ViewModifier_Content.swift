import Foundation

/// The content a ViewModifier's body receives: the view the modifier was applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _RemoveGlobalActorIsolation {
    let content: any View
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension _ViewModifier_Content: PrimitiveView, ViewListContent {
    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    func listElements() -> [ViewListElement] { [ViewListElement(id: .type(ObjectIdentifier(type(of: content))), view: content)] }
}
