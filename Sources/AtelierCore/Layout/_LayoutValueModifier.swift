import Foundation

/// Hands a layout value to the container that lays the view out; what `layoutValue(key:value:)` applies.
public struct _LayoutValueModifier<Key: LayoutValueKey>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let value: Key.Value
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { LayoutValueNode<Key>(context: context) }
}

/// The node of `layoutValue`: answers its key, and hands other keys on to its content (nearest wins).
@MainActor final class LayoutValueNode<Key: LayoutValueKey>: ModifierNode<_LayoutValueModifier<Key>>, SizingNode {
    func ownLayoutValue(forKey key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(Key.self) ? modifier.value : handedOnLayoutValue(forKey: key)
    }
    /// The container reads the value when it lays out: it lays out again.
    override var modifierChangeAffects: Invalidation { .containerLayout }
}
