import Foundation

/// Records an accessibility identifier for the view it modifies (tests find views by it).
public struct _AccessibilityIdentifierModifier: ViewModifier, Equatable, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let identifier: String
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityIdentifierNode(context: context) }
}

/// The node of `accessibilityIdentifier`: a pass-through standing for one view, with its identifier.
@MainActor final class AccessibilityIdentifierNode: ModifierNode<_AccessibilityIdentifierModifier> {
    var identifier: String { modifier.identifier }
    override var modifierChangeAffects: Invalidation { .semantics }
}

nonisolated extension View {
    /// Uses the string you specify to identify the view.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_AccessibilityIdentifierModifier(identifier: identifier))
    }
}

extension _AccessibilityIdentifierModifier: TreeDumpDescribing {
    var treeDumpValues: String { identifier.debugDescription }
}
