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
        } else if let primitive = view as? any PrimitiveView {
            maker = primitiveMaker(primitive)
        } else {
            maker = NodeMaker(viewType: V.self)
        }
        makers.insert(maker, for: type)
        return maker
    }

    private static func primitiveMaker<P: PrimitiveView>(_ view: P) -> NodeMaker { PrimitiveNodeMaker<P>(viewType: P.self) }
}
