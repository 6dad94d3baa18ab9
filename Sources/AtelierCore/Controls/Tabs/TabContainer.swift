import Foundation

/// A tab view's tabs as one view filling what it is offered: every tab kept in the tree, the selected one
/// shown over the others, or, paged, the tabs side by side a page's width apart.
struct TabContainer<Content: View>: View, PrimitiveView {
    let content: Content
    /// The selected tab's tag; nil selects the first.
    let selection: AnyHashable?
    let paged: Bool

    /// Never evaluated: the node lays out and shows the tabs itself.
    var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { TabContainerNode(context: context) }
}

/// Lets TabContainerNode read a TabContainer without knowing its content type.
@MainActor private protocol TabContainerView {
    var selection: AnyHashable? { get }
    var paged: Bool { get }
    /// The content with each of its views marked as a tab.
    var slots: any View { get }
}

extension TabContainer: TabContainerView {
    // Applied to multi-view content, the modifier reaches each view: every tab gets a node of its own.
    var slots: any View { content.modifier(TabSlot()) }
}

/// The node of a tab view's tabs: resolves the selection to a tab by tag, tells every tab whether it shows,
/// and reports the tabs (tags, items, badges) to the bar through `TabEntriesPreference`.
@MainActor final class TabContainerNode: WrapperNode, AlignmentNode, PreferenceWriter, SizingNode {
    private var selection: AnyHashable?
    private var paged = false
    private var cachedSlots: [TabSlotNode]?

    override func update(view: any View) {
        guard let v = view as? TabContainerView else { return }
        if v.selection != selection || v.paged != paged || child == nil {
            selection = v.selection
            paged = v.paged
            setNeedsLayout()
        }
        child = reconcile(child, with: v.slots, environment: environment)
        // The selected tab is known before the update's onAppear actions run: only it appears.
        cachedSlots = nil
        let all = slots, chosen = selectedIndex(all)
        for (i, slot) in all.enumerated() { slot.isActive = i == chosen }
        // A tab's tag or item may have changed below without a layout: the bar reads them again.
        graph.preferencesChanged()
    }

    override func layoutWasInvalidated() { cachedSlots = nil }

    private var slots: [TabSlotNode] {
        if let cachedSlots { return cachedSlots }
        var items: [ViewNode] = []
        child?.collectLayoutItems(into: &items)
        let result = items.compactMap { $0 as? TabSlotNode }
        cachedSlots = result
        return result
    }

    private func tags(of slots: [TabSlotNode]) -> [AnyHashable] {
        slots.enumerated().map { $0.element.tabTag ?? AnyHashable(TabIndexTag(index: $0.offset)) }
    }

    private func selectedIndex(_ slots: [TabSlotNode]) -> Int? {
        let tags = tags(of: slots)
        if let selection, !tags.isEmpty, !tags.contains(selection) {
            Diagnostics.warn("TabView: the selection \(selection.base) matches no tab's tag; the first tab shows",
                             key: "tabview-selection-\(selection)")
        }
        return TabEntry.index(of: selection, in: tags)
    }

    /// All it is offered (10 points along an axis offered nothing, as a flexible view).
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ value: CGFloat?) -> CGFloat {
            guard let value, value.isFinite else { return 10 }
            return max(0, value)
        }
        return CGSize(width: length(proposal.width), height: length(proposal.height))
    }

    func placeChildren(in rect: CGRect) {
        let all = slots
        let chosen = selectedIndex(all)
        let page = rect.size
        let proposal = ProposedViewSize(page)
        for (i, slot) in all.enumerated() {
            slot.isActive = i == chosen
            slot.isShown = paged || i == chosen
            // Each tab centred in its page, as a ZStack centres its views.
            let origin = CGPoint(x: rect.minX + (paged ? CGFloat(i) * page.width : 0), y: rect.minY)
            let size = slot.sizeThatFits(proposal)
            let width = size.width.isFinite ? size.width : page.width, height = size.height.isFinite ? size.height : page.height
            slot.place(in: CGRect(x: origin.x + (page.width - width) / 2, y: origin.y + (page.height - height) / 2,
                                  width: width, height: height),
                       proposal: proposal)
        }
    }


    func ownPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        if K.self == TabEntriesPreference.self { return entries as? K.Value }
        // The tabs' items and badges are this tab view's, not an outer one's.
        if K.self == TabItemPreference.self || K.self == TabBadgePreference.self { return nil }
        return childrenPreferenceValue(key)
    }

    private var entries: [TabEntry] {
        let all = slots
        return zip(all, tags(of: all)).map { slot, tag in
            TabEntry(tag: tag, item: slot.childrenPreferenceValue(TabItemPreference.self) ?? nil,
                     badge: slot.childrenPreferenceValue(TabBadgePreference.self) ?? nil)
        }
    }

    // A tab view fills its place: it offers no guides or baselines of its tabs to align by.
    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }
    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? { nil }
}
