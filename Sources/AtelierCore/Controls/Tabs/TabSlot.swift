import Foundation

/// Marks one view of a TabView's content as a tab: its node shows or hides it as the selection says.
struct TabSlot: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { TabSlotNode(context: context) }
}

/// A tab of a tab view. Every tab stays in the tree, so its state lives on while another shows; only the
/// selected one is hit, focused, read for text and gives its preferences (a navigation title) to the views
/// around, and has appeared. Drawn when selected, or, in a paged tab view, always (the neighbours show during
/// a swipe).
@MainActor final class TabSlotNode: ModifierNode<TabSlot>, DrawingNode, PreferenceWriter {
    /// Whether the tab draws.
    var isShown = true {
        didSet { if isShown != oldValue { setNeedsDisplay() } }
    }
    /// Whether the tab is the selected one: hit, focused and heard.
    var isActive = true {
        didSet {
            guard isActive != oldValue else { return }
            setNeedsDisplay()
            hitGeometryDidChange()
            graph.preferencesChanged()
            subtreePresenceDidChange()
        }
    }

    override var hidesSubtree: Bool { !isActive }
    // Only the selected tab has appeared: the others' onAppear and tasks wait until they are selected.
    override var excludesSubtree: Bool { !isActive }
    override var modifierChangeAffects: Invalidation { [] }

    func ownPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        // Its tab item and badge are read for the bar whichever tab shows; anything else only from the one shown.
        if isActive || K.self == TabItemPreference.self || K.self == TabBadgePreference.self {
            return childrenPreferenceValue(key)
        }
        return nil
    }

    func draw(into list: inout DisplayList) {
        if isShown { drawChildren(into: &list) }
    }

    /// The tag a selection picks this tab by: its own `tag(_:)`, else the id its ForEach gave it.
    var tabTag: AnyHashable? {
        if let tag = tagValue { return TabEntry.normalizedTag(tag) }
        guard let list = parent as? ViewListNode, let id = list.items.first(where: { $0.node === self })?.id else { return nil }
        return Self.implicitTag(id).flatMap(TabEntry.normalizedTag)
    }

    private static func implicitTag(_ id: ElementID) -> AnyHashable? {
        guard case .explicit(let value) = id else { return nil }
        if let nested = value.base as? NestedElementID { return implicitTag(nested.inner) }
        return value
    }
}
