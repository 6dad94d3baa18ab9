import Foundation

/// Marks a tooltip's subtree: never hit, no accessibility elements (`TooltipNode+Semantics`).
struct TooltipScope: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { TooltipNode(context: context) }
}

/// The node of a tooltip's scope.
@MainActor final class TooltipNode: ModifierNode<TooltipScope>, HitTestingNode {
    override var modifierChangeAffects: Invalidation { [] }
    var allowsHitTesting: Bool { false }
}
