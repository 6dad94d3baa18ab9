import Foundation

/// Gives a view a tag, the value a container that picks among its views identifies it by (a Canvas's symbols).
/// A plain value, compared from any context: only its node works on the main actor.
nonisolated public struct _TagModifier: ViewModifier, Equatable, PrimitiveModifier {
    let tag: AnyHashable
    /// Never called: the framework applies this modifier through its own node.
    @MainActor public func body(content: Content) -> Never { primitiveBody }
    @MainActor func makeNode(in context: NodeContext) -> ViewNode { TagNode(context: context) }
}

/// The node of `tag(_:)`: layout and drawing pass through; containers that read tags find it on the way down.
@MainActor final class TagNode: ModifierNode<_TagModifier> {
    /// A new tag changes nothing the view draws or sizes; the container reading it asks at its next pass.
    override var modifierChangeAffects: Invalidation { [] }
}

extension ViewNode {
    /// The tag of the view this node stands for: the nearest `tag(_:)` down its chain of single children
    /// (a tag inside a padding still tags the padded view, as in SwiftUI).
    var tagValue: AnyHashable? {
        var node: ViewNode? = self
        var steps = 0
        while let n = node, steps < 64 {
            if let tagged = n as? TagNode { return tagged.modifier.tag }
            let children = n.children
            guard children.count == 1 else { return nil }
            node = children[0]
            steps += 1
        }
        return nil
    }
}

nonisolated extension View {
    /// Sets the unique tag value of this view: a Canvas resolves its symbols by it, as pickers and tab views
    /// identify their choices. `includeOptional` is kept for source compatibility with SwiftUI.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}
