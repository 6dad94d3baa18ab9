import Foundation

/// Makes and updates the nodes of one view type; a node keeps its maker, so that an update reaches the view's
/// own type without a cast. This one is for views with a body (and the root, for which `viewType` is Never).
@MainActor class NodeMaker {
    /// The view type; a different type at a node's place makes a new node.
    let viewType: Any.Type
    init(viewType: Any.Type) { self.viewType = viewType }

    /// The maker of nodes made for no view type (the root).
    static let none = NodeMaker(viewType: Never.self)

    func makeNode<V: View>(for view: V, in context: NodeContext) -> ViewNode { BodyNode(context: context) }
    /// Brings `node`, made by this maker, up to date with `view`, a value of `viewType`.
    func update<V: View>(_ node: ViewNode, with view: V) { node.update(view: view) }
}

/// A primitive view type's maker: the value, known to be of type P, is read as one without a cast.
final class PrimitiveNodeMaker<P: PrimitiveView>: NodeMaker {
    override func makeNode<V: View>(for view: V, in context: NodeContext) -> ViewNode {
        Self.primitive(view).makeNode(in: context)
    }
    override func update<V: View>(_ node: ViewNode, with view: V) {
        Self.primitive(view).update(node)
    }
    /// The value as a P, which it is (the maker is its type's). An identity cast, not a read of its memory as a P:
    /// that broke the optimizer's assumption that memory holds one type, and a release build copied a garbage value
    /// (the semantics benchmark crashed in a shadow effect's copy).
    private nonisolated static func primitive<V>(_ view: V) -> P { _identityCast(view, to: P.self) }
}
