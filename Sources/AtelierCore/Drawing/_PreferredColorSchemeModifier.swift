/// Asks the window for a colour scheme: what `preferredColorScheme(_:)` applies.
public struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// The scheme, or nil for the window's own.
    public var colorScheme: ColorScheme?
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { PreferredColorSchemeNode(context: context) }
}

/// The node of `preferredColorScheme`: writes the preference the graph's applier reads at the root.
@MainActor final class PreferredColorSchemeNode: TransparentModifierNode<_PreferredColorSchemeModifier>, PreferenceWriter {
    override init(context: NodeContext) {
        super.init(context: context)
        _ = graph.service(PreferredColorSchemeApplier.self) { PreferredColorSchemeApplier(graph: graph) }
    }


    override func modifierDidChange(from previous: _PreferredColorSchemeModifier?) {
        if modifierValueChanged { graph.preferencesChanged() }
    }

    func ownPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        if K.self == PreferredColorSchemeKey.self, let value = modifier.colorScheme as? K.Value { return value }
        return childrenPreferenceValue(key)
    }
}

nonisolated extension View {
    /// Sets the colour scheme of the window this view is in (nil: the desktop's), as SwiftUI sets the
    /// presentation's: every view of the window and its background follow it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}
