import Foundation

/// What a list-like view (TupleView, ForEach, Group, a conditional, an optional, AnyView) contributes:
/// zero or more views, each with an identity among its siblings.
@MainActor protocol ListContent {
    func listElements() -> [ListElement]
}

/// One view of a list, with its identity.
struct ListElement {
    let id: ElementID
    let view: any View
}

/// The identity of a view among its siblings.
enum ElementID: Hashable {
    case index(Int)
    case branch(Bool)
    case type(ObjectIdentifier)
    case explicit(AnyHashable)
}

/// The node of a list-like view: keeps one child per element, matched by identity across updates.
/// It is transparent to containers, which lay out its elements as their own children.
@MainActor final class ListNode: ViewNode {
    enum Kind { case tuple }
    private(set) var items: [(id: ElementID, node: ViewNode)] = []
    let kind: Kind

    init(context: NodeContext, kind: Kind) {
        self.kind = kind
        super.init(context: context)
    }

    override var children: [ViewNode] { items.map(\.node) }

    override func update(view: any View) {
        guard let content = view as? any ListContent else { return }
        let elements = content.listElements()
        var old: [ElementID: ViewNode] = [:]
        for item in items { old[item.id] = item.node }
        var next: [(id: ElementID, node: ViewNode)] = []
        next.reserveCapacity(elements.count)
        var seen = Set<ElementID>()
        for element in elements {
            guard seen.insert(element.id).inserted else {
                Diagnostics.warn("the ID \(element.id) occurs multiple times within the collection, this will give undefined results!",
                                 key: "duplicate-id-\(viewType)")
                continue
            }
            let node = reconcile(old.removeValue(forKey: element.id), with: element.view, environment: environment)
            next.append((element.id, node))
        }
        for (_, gone) in old { gone.detach() }
        let structureChanged = next.count != items.count || zip(next, items).contains { $0.node !== $1.node }
        items = next
        if structureChanged { invalidateLayout() }
    }

    override func collectLayoutItems(into result: inout [ViewNode]) {
        for item in items { item.node.collectLayoutItems(into: &result) }
    }

    /// Outside a container the elements stack vertically, as at the root of a window.
    private var layoutItems: [ViewNode] {
        var result: [ViewNode] = []
        collectLayoutItems(into: &result)
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = layoutItems
        if subviews.count == 1 { return subviews[0].sizeThatFits(proposal) }
        return StackLayoutEngine.vertical(alignment: .center, spacing: nil).size(proposal, subviews)
    }

    override func placeChildren(in rect: CGRect) {
        let subviews = layoutItems
        if subviews.count == 1 { return subviews[0].place(in: rect) }
        StackLayoutEngine.vertical(alignment: .center, spacing: nil).place(in: rect, subviews)
    }

    override func baselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        let subviews = layoutItems
        return subviews.count == 1 ? subviews[0].baselines(in: size) : nil
    }
    override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        let subviews = layoutItems
        return subviews.count == 1 ? subviews[0].explicitAlignment(key, in: size) : nil
    }
    override var layoutPriority: Double {
        let subviews = layoutItems
        return subviews.count == 1 ? subviews[0].layoutPriority : 0
    }
    override var spacerMinLength: CGFloat?? {
        let subviews = layoutItems
        return subviews.count == 1 ? subviews[0].spacerMinLength : nil
    }
}
