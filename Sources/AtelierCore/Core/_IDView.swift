import Foundation

/// A view with an explicit identity: when the id changes, the view is a new one and its state starts afresh.
public struct _IDView<Content: View, ID: Hashable>: View, _RemoveGlobalActorIsolation {
    let content: Content
    let id: ID
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension _IDView: PrimitiveView, ViewListContent {
    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    func listElements() -> [ViewListElement] { [ViewListElement(id: .explicit(AnyHashable(id)), view: content)] }
}

nonisolated extension View {
    /// Gives the view an explicit identity; a different id makes it a different view, resetting its state.
    public func id<ID: Hashable>(_ id: ID) -> some View { _IDView(content: self, id: id) }
}
