import Foundation

/// Makes the node for a view value, by a maker looked up once per view type: whether a type is primitive was
/// a protocol conformance lookup for every node made (a twentieth of a long list's build).
@MainActor enum NodeFactory {
    @exclusivity(unchecked) private static var makers = TypeTable<NodeMaker>()

    /// A new node for `view`: the primitive view's own, or a body node; it keeps its type's maker.
    static func makeNode<V: View>(for view: V, in context: NodeContext) -> ViewNode {
        let maker = self.maker(for: V.self, view)
        let node = maker.makeNode(for: view, in: context)
        node.maker = maker
        return node
    }

    private static func maker<V: View>(for type: V.Type, _ view: V) -> NodeMaker {
        if let maker = makers.value(for: type) { return maker }
        let maker: NodeMaker
        if let known = V._graphNodeMaker() {
            maker = unsafeDowncast(known, to: NodeMaker.self)
        } else if V.Body.self != Never.self {
            // A view with a body of its own, known without a cast: the primitive views that have one answer above.
            assert(!(view is any PrimitiveView), "\(V.self) is primitive and has a body: it must answer View._graphNodeMaker()")
            maker = NodeMaker(viewType: V.self)
        } else {
            maker = makerFoundByCast(V.self)
        }
        makers.insert(maker, for: type)
        return maker
    }

    /// The maker of `type`'s nodes as a protocol cast finds it: for a view whose body is Never, or one that is
    /// primitive only under a condition on its type parameters.
    static func makerFoundByCast<V: View>(_ type: V.Type) -> NodeMaker {
        if let primitive = type as? any PrimitiveView.Type { return primitiveMaker(primitive) }
        return NodeMaker(viewType: type)
    }

    private static func primitiveMaker<P: PrimitiveView>(_: P.Type) -> NodeMaker { PrimitiveNodeMaker<P>(viewType: P.self) }
}
