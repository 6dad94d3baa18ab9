/// Sets a preference value for the content: what `preference(key:value:)` applies. The content's own
/// values for the key are replaced by it.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The value.
    public var value: Key.Value
    /// Creates the modifier.
    public init(key: Key.Type = Key.self, value: Key.Value) { self.value = value }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { PreferenceWriterNode<Key>(context: context) }
}

/// The node of `preference(key:value:)`: answers its value for the key, and its content's for every other.
@MainActor final class PreferenceWriterNode<Key: PreferenceKey>: TransparentModifierNode<_PreferenceWritingModifier<Key>>, PreferenceWriter {

    override func modifierDidChange(from previous: _PreferenceWritingModifier<Key>?) {
        if modifierValueChanged { graph.preferencesChanged() }
    }

    func ownPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        if K.self == Key.self, let value = modifier.value as? K.Value { return value }
        return childrenPreferenceValue(key)
    }
}

nonisolated extension View {
    /// Sets a value for the given preference, for the ancestors that read it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }
}
