/// Runs an action when the content's value for a preference changes: what `onPreferenceChange` applies.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation where Key.Value: Equatable {
    /// The action, given the new value.
    public var action: (Key.Value) -> Void
    /// Creates the modifier.
    public init(key: Key.Type = Key.self, action: @escaping (Key.Value) -> Void) { self.action = action }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { PreferenceActionNode<Key>(context: context) }
}

/// The node of `onPreferenceChange`: after each layout, reads its content's value for the key and queues the
/// action, for after the pass, when it differs from the last one (the first time, from the default).
@MainActor final class PreferenceActionNode<Key: PreferenceKey>: TransparentModifierNode<_PreferenceActionModifier<Key>>,
                                                                  PreferenceObserver where Key.Value: Equatable {
    private var delivered = Key.defaultValue

    override init(context: NodeContext) {
        super.init(context: context)
        graph.preferenceReaders.add(self)
    }

    func readPreferences() -> Bool {
        let value = child?.preferenceValue(Key.self) ?? Key.defaultValue
        guard value != delivered, let action = modifier?.action else { return false }
        delivered = value
        graph.postUpdateActions.enqueue(in: graph) { action(value) }
        return true
    }
}

nonisolated extension View {
    /// Adds an action to perform when the given preference's value, as this view's subtree produces it, changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
