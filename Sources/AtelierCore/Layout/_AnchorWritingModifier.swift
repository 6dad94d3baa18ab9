import Foundation

/// Writes a preference from an anchor of the content: what `anchorPreference` and `transformAnchorPreference`
/// apply. The anchor is taken from the content's frame when an ancestor reads the key, after layout.
public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let source: Anchor<AnchorValue>.Source
    /// Changes the content's value (or the default) with the anchor.
    let transform: (inout Key.Value, Anchor<AnchorValue>) -> Void
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AnchorWriterNode<AnchorValue, Key>(context: context) }
}

/// The node of an anchor preference.
@MainActor final class AnchorWriterNode<AnchorValue, Key: PreferenceKey>:
    ModifierNode<_AnchorWritingModifier<AnchorValue, Key>>, PreferenceWriter {
    override var modifierChangeAffects: Invalidation { [] }

    override func modifierDidChange(from previous: _AnchorWritingModifier<AnchorValue, Key>?) { graph.preferencesChanged() }

    func ownPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard K.self == Key.self else { return childrenPreferenceValue(key) }
        var value = childrenPreferenceValue(Key.self) ?? Key.defaultValue
        modifier.transform(&value, modifier.source.anchor(for: renderedFrame()))
        return value as? K.Value
    }
}

nonisolated extension View {
    /// Sets a preference to a value made from an anchor of this view (its bounds, a point of it).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: { $0 = transform($1) }))
    }

    /// Changes this view's subtree's value for a preference with an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: transform))
    }
}
