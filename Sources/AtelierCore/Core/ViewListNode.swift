import Foundation

/// What a list-like view (TupleView, ForEach, Group, a conditional, an optional, AnyView) contributes:
/// zero or more views, each with an identity among its siblings.
@MainActor protocol ViewListContent {
    func listElements() -> [ViewListElement]
    /// Whether making the elements runs the program's closures (a ForEach's content), whose reads belong
    /// to the body that made the content.
    var makesElementsWithClosures: Bool { get }
}

extension ViewListContent {
    var makesElementsWithClosures: Bool { false }
}

/// One view of a list, with its identity.
@usableFromInline struct ViewListElement {
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
///
/// Elements inserted or removed in an animated update transition: a view with `transition(_:)` runs its
/// transition; any other view fades (SwiftUI's default transition, `.opacity`). A removed element keeps
/// drawing, outside layout and at its last frame, until its removal animation ends; then it is dropped.
@usableFromInline @MainActor final class ViewListNode: ViewNode, PositionalChildren, AnimatingNode, NodeKindDescribing {
    /// A list hands its elements' guides on (a lone element's are the list's own).
    static var kindTraits: NodeKindTraits { .handsOnChildGuides }
    enum Kind { case tuple, distributedModifier }
    /// The elements' identities and nodes, in order.
    var items: [(id: ElementID, node: ViewNode)] {
        guard let ids else { return childNodes.enumerated().map { (.index($0.offset), $0.element) } }
        return Array(zip(ids, childNodes))
    }
    /// The elements' identities, or nil when each is its position (`.index(i)`, a tuple's): a tuple's list
    /// kept an identity of 41 bytes per element for nothing.
    private var ids: [ElementID]?
    private func setElements(_ nodes: [ViewNode], ids: [ElementID]?) {
        childNodes = nodes
        self.ids = ids
        zOrder.reset()
    }
    /// The order the elements are drawn and hit in.
    var zOrder = ZOrder()
    /// The container that draws the list's elements among its own, ordered by their indices (`ZOrder`); nil when
    /// the list draws them itself.
    private(set) weak var orderedBy: ViewNode?

    /// Notes who draws the elements: the container, which is drawing them now (so the list counts as drawn, its
    /// changes reaching the container), or the list itself again, whose own drawing is then made again (it was
    /// left as it was while the container drew the elements).
    func setOrderedBy(_ container: ViewNode?) {
        if let container {
            orderedBy = container
            // No drawing of its own meanwhile: a change below it that draws the nearest drawing above draws the
            // container's.
            retainedDrawing = nil
            sampleAnimations()
            displayWasMade()
        } else if orderedBy != nil {
            orderedBy = nil
            needsDisplay = true
        }
    }

    /// The elements' nodes.
    var childNodes: [ViewNode] = []
    let kind: Kind

    /// An element on its way out: drawn where it was (before the element now at `index`) until it stops moving.
    private struct Removal {
        let node: ViewNode
        let index: Int
        /// The default fade-out, when the element has no transition of its own.
        var fade: AnimatedValue<Double>?
    }
    private var removals: [Removal] = []
    /// The default fade-ins of inserted elements without a transition of their own.
    private var fades: [ObjectIdentifier: AnimatedValue<Double>] = [:]
    /// Whether the list has had its first elements (the elements of a new list are not "inserted").
    private var hasPopulated = false

    init(context: NodeContext, kind: Kind) {
        self.kind = kind
        super.init(context: context)
    }

    override var children: [ViewNode] { childNodes }
    // No deinit of its own: `childNodes` holds the elements, and each child's own deinit queues what it owns.
    override var isTransparentToContainers: Bool { true }
    override var forwardsLayoutTraits: Bool { true }

    override func update(view: any View) {
        let elements: [ViewListElement]
        if kind == .distributedModifier, let distributed = view as? any DistributedModifierView {
            elements = distributed.distributedElements()
        } else if let content = view as? any ViewListContent {
            elements = content.makesElementsWithClosures ? evaluateForOwningBody { content.listElements() } : content.listElements()
        } else {
            return
        }
        pruneRemovals()
        if ids == nil, Self.arePositional(elements) { return updatePositionally(elements) }
        var old: [ElementID: ViewNode] = [:]
        var oldIndex: [ObjectIdentifier: Int] = [:]
        for (i, item) in items.enumerated() {
            old[item.id] = item.node
            oldIndex[ObjectIdentifier(item.node)] = i
        }
        var next: [(id: ElementID, node: ViewNode)] = []
        next.reserveCapacity(elements.count)
        var seen = Set<ElementID>()
        var removed: [ViewNode] = []
        var inserted: [ViewNode] = []
        for element in elements {
            guard seen.insert(element.id).inserted else {
                Diagnostics.warn("the ID \(element.id) occurs multiple times within the collection, this will give undefined results!",
                                 key: "duplicate-id-\(viewType)")
                continue
            }
            var previous = old.removeValue(forKey: element.id)
            if let p = previous, p.viewType != type(of: element.view) || !p.isAttached {
                // A different type of view under the same identity: the old one leaves, a new one arrives.
                removed.append(p)
                previous = nil
            }
            let node = reconcile(previous, with: element.view, environment: environment)
            next.append((element.id, node))
            if previous == nil, hasPopulated { inserted.append(node) }
        }
        removed.append(contentsOf: old.values)
        let nodes = next.map(\.node)
        let structureChanged = nodes.count != childNodes.count || zip(nodes, childNodes).contains { $0 !== $1 }
        setElements(nodes, ids: Self.arePositional(next.map(\.id)) ? nil : next.map(\.id))
        for gone in removed.sorted(by: { (oldIndex[ObjectIdentifier($0)] ?? 0) < (oldIndex[ObjectIdentifier($1)] ?? 0) }) {
            beginRemoval(of: gone, at: oldIndex[ObjectIdentifier(gone)] ?? childNodes.count)
        }
        finishUpdate(inserted: inserted, structureChanged: structureChanged)
    }

    private func finishUpdate(inserted: [ViewNode], structureChanged: Bool) {
        for node in inserted { beginInsertion(of: node) }
        hasPopulated = true
        if structureChanged {
            layoutItemsChanged()
            drawnChildrenDidChange()
        }
    }

    /// Whether each identity is its position: a tuple's elements, matched by position without a dictionary.
    private static func arePositional(_ elements: [ViewListElement]) -> Bool {
        for (i, element) in elements.enumerated() {
            guard case .index(let k) = element.id, k == i else { return false }
        }
        return true
    }
    private static func arePositional(_ ids: [ElementID]) -> Bool {
        for (i, id) in ids.enumerated() {
            guard case .index(let k) = id, k == i else { return false }
        }
        return true
    }

    /// The update of a list whose identities were and are positions (a tuple's): the element at each index
    /// is brought up to date, a new one made where there was none or its type changed, those past the end leave.
    private func updatePositionally(_ elements: [ViewListElement]) {
        var update = beginPositionalUpdate(count: elements.count)
        for element in elements { update.update(with: element.view) }
        finish(update)
    }

    /// Starts a positional update of `count` elements (a tuple's, whose node only ever has positions).
    @usableFromInline func beginPositionalUpdate(count: Int) -> PositionalUpdate {
        pruneRemovals()
        return PositionalUpdate(owner: self, environment: environment, old: childNodes, count: count, notesInsertions: hasPopulated)
    }

    /// Ends a positional update: the elements past the new end leave, and the list's structure is brought up to date.
    @usableFromInline func finish(_ update: PositionalUpdate) {
        let structureChanged = update.structureChanged
        setElements(update.next, ids: nil)
        for gone in update.leaving { beginRemoval(of: gone.node, at: gone.index) }
        finishUpdate(inserted: update.inserted, structureChanged: structureChanged)
    }

    // MARK: Transitions

    /// The transition node that stands for `node`: found through bodies, modifiers and one-element lists.
    private func transitionNode(for node: ViewNode) -> TransitioningNode? {
        var current = node
        while true {
            if let t = current as? TransitioningNode { return t }
            guard current is BodyNode || current is TransitionTraitPassing || current is ViewListNode else { return nil }
            let kids = current.children
            guard kids.count == 1 else { return nil }
            current = kids[0]
        }
    }

    /// Whether the update's transaction animates.
    private var updateAnimates: Bool { animationOfUpdate != nil }

    private func beginInsertion(of node: ViewNode) {
        if let t = transitionNode(for: node) {
            t.beginInsertion(in: transactionOfUpdate)
            if t.subtreeHasAnimationsInFlight { graph.nodeStartedAnimating(self) }
            return
        }
        guard updateAnimates else { return }
        var fade: AnimatedValue<Double>? = AnimatedValue(0)
        animate(&fade, to: 1)
        if let fade, fade.isAnimating(at: graph.time) { fades[ObjectIdentifier(node)] = fade }
    }

    private func beginRemoval(of node: ViewNode, at index: Int) {
        fades[ObjectIdentifier(node)] = nil
        if let t = transitionNode(for: node) {
            if t.beginRemoval(in: transactionOfUpdate) {
                removals.append(Removal(node: node, index: index, fade: nil))
                graph.nodeStartedAnimating(self)
            } else {
                node.detach()
            }
            return
        }
        guard updateAnimates, node.isAttached else { node.detach(); return }
        var fade: AnimatedValue<Double>? = AnimatedValue(1)
        animate(&fade, to: 0)
        if let fade, fade.isAnimating(at: graph.time) {
            removals.append(Removal(node: node, index: index, fade: fade))
        } else {
            node.detach()
        }
    }

    /// Whether a leaving element is still moving.
    private func isInFlight(_ r: Removal) -> Bool {
        (r.fade?.isAnimating(at: graph.time) ?? false) || r.node.subtreeHasAnimationsInFlight
    }

    /// Drops the leaving elements whose removal has ended, and the fade-ins that have.
    private func pruneRemovals() {
        if !removals.isEmpty {
            var kept: [Removal] = []
            for r in removals {
                if r.node.isAttached && isInFlight(r) { kept.append(r) } else { r.node.detach() }
            }
            removals = kept
        }
        if !fades.isEmpty { fades = fades.filter { $0.value.isAnimating(at: graph.time) } }
    }

    var ownAnimationsInFlight: Bool {
        if fades.values.contains(where: { $0.isAnimating(at: graph.time) }) { return true }
        return removals.contains(where: isInFlight)
    }

    override func willDetach() -> [ViewNode] {
        let leaving = removals.map(\.node)
        removals.removeAll()
        fades.removeAll()
        return leaving
    }

    /// The elements to draw, in order, each with the opacity of its default fade while one is in flight:
    /// leaving elements where they were, faded-out ones left out. The Drawing layer draws them.
    func elementsToDraw() -> [ZOrder.DrawnElement] {
        pruneRemovals()
        guard !removals.isEmpty || !fades.isEmpty else { return childNodes.map { ZOrder.DrawnElement(node: $0, opacity: nil) } }
        let now = graph.time
        // Each element with its fade, leaving ones before the element now at their old index.
        var order: [(node: ViewNode, fade: AnimatedValue<Double>?)] = []
        let leaving = removals.sorted { $0.index < $1.index }
        var next = 0
        for (i, node) in childNodes.enumerated() {
            while next < leaving.count, leaving[next].index <= i {
                order.append((leaving[next].node, leaving[next].fade))
                next += 1
            }
            order.append((node, fades[ObjectIdentifier(node)]))
        }
        for r in leaving[next...] { order.append((r.node, r.fade)) }
        var result: [ZOrder.DrawnElement] = []
        for (node, fade) in order {
            if let fade, fade.isAnimating(at: now) {
                result.append(ZOrder.DrawnElement(node: node, opacity: min(max(fade.value(at: now), 0), 1)))
            } else if fade?.target != 0 {
                result.append(ZOrder.DrawnElement(node: node, opacity: nil))
            }
        }
        return result
    }

    override func collectLayoutItems(into result: inout [ViewNode]) {
        guard StackGuard.roomOrWarn() else { return }
        for node in childNodes { node.collectLayoutItems(into: &result) }
    }

}
