import Foundation

/// Sets the priority by which a parent layout apportions space to this child.
public struct _LayoutPriorityModifier: ViewModifier, Equatable, PrimitiveModifier {
    let value: Double
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { LayoutPriorityNode(context: context) }
}

/// The node of `layoutPriority`: a pass-through that answers the priority.
@MainActor final class LayoutPriorityNode: ModifierNode<_LayoutPriorityModifier> {
    override var layoutPriority: Double { modifier.value }
    /// The container distributes space by priority: it lays out again.
    override var modifierChangeAffects: Invalidation { .containerLayout }
}

extension View {
    /// Sets the priority by which a parent layout should apportion space to this child (default 0).
    /// NaN is treated as 0 with a warning.
    public func layoutPriority(_ value: Double) -> some View {
        var v = value
        if v.isNaN {
            Diagnostics.warn("layoutPriority(nan) is treated as 0", key: "layout-priority-nan")
            v = 0
        }
        return modifier(_LayoutPriorityModifier(value: v))
    }
}

extension _LayoutPriorityModifier: TreeDumpDescribing {
    var treeDumpValues: String { TreeDump.number(CGFloat(value)) }
}
