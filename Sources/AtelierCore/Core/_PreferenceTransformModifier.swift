/// Changes the content's combined value for a preference: what `transformPreference(_:_:)` applies.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// Changes the value in place.
    public var transform: (inout Key.Value) -> Void
    /// Creates the modifier.
    public init(key: Key.Type = Key.self, transform: @escaping (inout Key.Value) -> Void) { self.transform = transform }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { PreferenceTransformNode<Key>(context: context) }
}

/// The node of `transformPreference`: its content's value for the key (or the default), transformed.
@MainActor final class PreferenceTransformNode<Key: PreferenceKey>: TransparentModifierNode<_PreferenceTransformModifier<Key>>, PreferenceWriter {

    override func modifierDidChange(from previous: _PreferenceTransformModifier<Key>?) { graph.preferencesChanged() }

    func ownPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard K.self == Key.self else { return childrenPreferenceValue(key) }
        var value = (childrenPreferenceValue(Key.self) ?? Key.defaultValue)
        modifier.transform(&value)
        return value as? K.Value
    }
}

nonisolated extension View {
    /// Applies a transformation to a preference value of this view's subtree.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }
}
