import Foundation

/// Makes the node for a view value, by a maker looked up once per view type: whether a type is primitive was
/// a protocol conformance lookup for every node made (a twentieth of a long list's build).
@MainActor enum NodeFactory {
    @exclusivity(unchecked) private static var makers: [ObjectIdentifier: any NodeMaking] = [:]

    /// A new node for `view`: the primitive view's own, or a body node.
    static func makeNode(for view: any View, in context: NodeContext) -> ViewNode {
        let key = ObjectIdentifier(type(of: view))
        if let maker = makers[key] { return maker.makeNode(for: view, in: context) }
        let maker: any NodeMaking
        if let primitive = view as? any PrimitiveView { maker = primitiveMaker(primitive) } else { maker = BodyNodeMaker() }
        makers[key] = maker
        return maker.makeNode(for: view, in: context)
    }

    private static func primitiveMaker<P: PrimitiveView>(_ view: P) -> any NodeMaking { PrimitiveNodeMaker<P>() }
}

/// Makes the nodes of one view type.
@MainActor private protocol NodeMaking {
    func makeNode(for view: any View, in context: NodeContext) -> ViewNode
}

/// A primitive view type's maker: the value is cast to its own type (a comparison of types, not a lookup).
private struct PrimitiveNodeMaker<P: PrimitiveView>: NodeMaking {
    func makeNode(for view: any View, in context: NodeContext) -> ViewNode {
        (view as! P).makeNode(in: context)
    }
}

/// The maker of views with a body.
private struct BodyNodeMaker: NodeMaking {
    func makeNode(for view: any View, in context: NodeContext) -> ViewNode { BodyNode(context: context) }
}
