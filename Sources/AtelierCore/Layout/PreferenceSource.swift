import Foundation

/// A subtree whose preference values a view elsewhere reads in the same update (`PreferenceSourceReader`): a
/// navigation bar reads its level's title from the content below it. The subtree is marked with
/// `PreferenceSourceMarker`; the source holds its node weakly.
@MainActor final class PreferenceSource {
    fileprivate(set) weak var node: ViewNode?

    /// The value the marked subtree gives `key` (the key's default without one, or while it is not built).
    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        node?.preferenceValue(key) ?? K.defaultValue
    }
}

/// Marks the content it modifies as a `PreferenceSource`'s subtree.
struct PreferenceSourceMarker: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let source: PreferenceSource

    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { PreferenceSourceMarkerNode(context: context) }
}

/// The marker's node: it answers preferences as its content does, and is where its source reads them.
@MainActor final class PreferenceSourceMarkerNode: ModifierNode<PreferenceSourceMarker> {
    override var modifierChangeAffects: Invalidation { [] }

    override func modifierDidChange(from previous: PreferenceSourceMarker?) {
        modifier.source.node = self
    }
}
