import Foundation

/// Sets where a view is drawn among its siblings, front to back: what `zIndex(_:)` applies.
public struct _ZIndexModifier: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    let index: Double
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ZIndexNode(context: context) }
}

/// The node of `zIndex`: layout and drawing pass through; the list drawing it and its siblings reads the index.
@MainActor final class ZIndexNode: ModifierNode<_ZIndexModifier>, SizingNode {
    var ownZIndex: Double { modifier.index.isFinite ? modifier.index : 0 }
    override var modifierChangeAffects: Invalidation { [] }

    override func modifierDidChange(from previous: _ZIndexModifier?) {
        super.modifierDidChange(from: previous)
        if !modifier.index.isFinite {
            Diagnostics.warn("zIndex(\(modifier.index)) is treated as 0 (an index must be finite)", key: "zindex-nonfinite")
        }
        // A new index, or a first one that is not 0: the siblings are drawn and hit in a new order, which the
        // list above that orders them works out again.
        guard previous.map({ $0.index != modifier.index }) ?? (zIndexValue != 0) else { return }
        var node = parent
        while let n = node {
            if n.childZIndexChanged() { return }
            guard n.forwardsLayoutTraits else { return }
            node = n.parent
        }
    }
}

nonisolated extension View {
    /// Draws the view in front of its siblings with lower indices and behind those with higher (0 by default;
    /// equal indices keep their order).
    public func zIndex(_ value: Double) -> some View { modifier(_ZIndexModifier(index: value)) }
}

extension _ZIndexModifier: TreeDumpDescribing {
    var treeDumpValues: String { TreeDump.number(CGFloat(index)) }
}
