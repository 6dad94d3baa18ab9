import Foundation

/// A container's layout: sizes itself from its subviews and places them. As in SwiftUI, a layout is a
/// `Sendable` value that is not isolated to the main actor; the framework calls it on the main thread.
@preconcurrency public protocol Layout: Animatable, Sendable {
    /// Data computed once per layout pass and shared between sizing and placement.
    associatedtype Cache = Void
    /// The subviews a layout works with.
    typealias Subviews = LayoutSubviews
    /// Properties of the layout, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }
    /// The size of the container for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places each subview within `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// Creates the cache.
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The container's explicit horizontal guide, if it defines one.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    /// The container's explicit vertical guide, if it defines one.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation by default, as for a custom layout in SwiftUI.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Rebuilds the cache from scratch by default, which is always correct.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }
    /// None by default: the container's guide comes from its subviews.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
    /// None by default: the container's guide comes from its subviews.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
}

extension Layout where Cache == () {
    /// A layout without a cache needs no setup.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

nonisolated extension Layout {
    /// Lays out the views the builder makes with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A view laid out by a Layout value.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView, _RemoveGlobalActorIsolation {
    let layout: L
    let content: Content
    var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { LayoutNode<L>(context: context) }
}

/// The node of every layout container: keeps the content's node and asks the layout to size and place its items.
/// Content the builder made of several views is not given a list node: the container owns the elements' nodes
/// itself, and orders them by `zIndex` as a list would (a third of the message list's stacks were such lists).
@MainActor final class LayoutNode<L: Layout>: ViewNode, PositionalChildren, AlignmentNode, SizingNode, NodeKindDescribing {
    /// A layout answers its subviews' guides; a program's own may answer guides of its own, where a built-in
    /// stack's come from its children.
    static var kindTraits: NodeKindTraits {
        L.self is BuiltInStackLayout.Type ? .handsOnChildGuides : [.handsOnChildGuides, .definesExplicitGuides]
    }
    // The stored properties in the order that leaves the least padding: the words first, then the stack engine
    // and the one-byte fields that fill its tail, then the layout and its cache, whose sizes vary with `L`
    // (declared where they are read, a stack's node took 16 bytes more).
    /// The content's node, or the nodes of its elements when it is a builder tuple.
    @exclusivity(unchecked) private var childNodes: [ViewNode] = []
    /// The content's node, when the container does not own the elements itself.
    var content: ViewNode? { ownsTupleElements ? nil : childNodes.first }
    @exclusivity(unchecked) private var cachedItems: [ViewNode]?
    /// A linear stack's items' traits, kept with the items (`stackItems`).
    @exclusivity(unchecked) private var cachedStackTraits: StackTraits?
    /// The guides answered since the last invalidation and before it, once the node caches one.
    @exclusivity(unchecked) private var guides: CachedGuides?
    /// The stack's offers for its latest proposal, from sizing to placement.
    @exclusivity(unchecked) private var offersMemo: StackOffersMemo?
    /// The engine of a linear stack, which the node drives itself (made when the layout's value changes,
    /// so that the layout is cast once rather than at each use).
    private var stackEngine: StackLayoutEngine?
    /// Whether `childNodes` are a builder tuple's elements.
    private var ownsTupleElements = false
    /// Whether the layout's cache predates the latest change below.
    private var cacheIsStale = false
    /// The order a tuple's elements are drawn and hit in.
    private var zOrder = ZOrder()
    /// The layout's stack orientation: its type's, or for an AnyLayout that of the layout it holds.
    private var stackOrientation: Axis?
    /// Whether the layout is a built-in stack, once asked (`isBuiltInStack`).
    private var knownBuiltInStack: Bool?
    @exclusivity(unchecked) var layout: L?
    @exclusivity(unchecked) private var cache: L.Cache?

    override var children: [ViewNode] { childNodes }
    deinit {
        cachedItems = nil
        TeardownQueue.release(&childNodes)
    }

    override func update(view: any View) {
        guard let v = view as? any LayoutContainerView else { return }
        update(container: v)
    }

    private func update<V: LayoutContainerView>(container v: V) {
        update(layout: v.layout as? L, content: v.content)
    }

    /// Takes a new layout value and content.
    func update<Content: View>(layout next: L?, content newContent: Content) {
        if layout.map({ old in next.map { !ViewEquality.equal(old, $0) } ?? true }) ?? true {
            cacheIsStale = true
            setNeedsLayout()
            // An AnyLayout holding a stack is driven as that stack, so that it sizes and answers guides alike.
            // Cast from the concrete layout, not from a box of it, and the second cast only when the first fails:
            // this runs for every stack node a build makes (casting out of `Any` cost the message list 56M
            // instructions a build, 17%).
            if L.self == AnyLayout.self, let erased = next as? AnyLayout {
                stackEngine = (erased.base as? LinearStackLayout)?.engine
                stackOrientation = erased.properties.stackOrientation
            } else {
                stackEngine = (next as? LinearStackLayout)?.engine
                stackOrientation = L.layoutProperties.stackOrientation
            }
        }
        layout = next
        // The content's type asked, not its value: a value boxed to be asked would be copied at each update.
        if let tuple = Content.self as? any BuilderTuple.Type,
           withUnsafePointer(to: newContent, { tuple.updateElements(of: self, view: UnsafeRawPointer($0)) }) {
            return
        }
        if ownsTupleElements { replaceChildren(with: []) }
        let node = reconcile(childNodes.first, with: newContent, environment: contentEnvironment)
        if childNodes.first !== node { childNodes = [node] }
    }

    /// Starts an update of the builder tuple's elements, which this node owns from now on.
    @usableFromInline func beginPositionalUpdate(count: Int) -> PositionalUpdate {
        if !ownsTupleElements {
            replaceChildren(with: [])
            ownsTupleElements = true
        }
        return PositionalUpdate(owner: self, environment: contentEnvironment, old: childNodes, count: count, notesInsertions: false)
    }

    /// Ends it: a tuple's element types are fixed, so its elements change only where one was detached.
    @usableFromInline func finish(_ update: PositionalUpdate) {
        let changed = update.structureChanged
        childNodes = update.next
        for gone in update.leaving { gone.node.detach() }
        if changed {
            zOrder.reset()
            layoutItemsChanged()
            drawnChildrenDidChange()
        }
    }

    /// Takes the children out, when the content stops being (or starts being) a tuple the node owns.
    private func replaceChildren(with nodes: [ViewNode]) {
        guard !childNodes.isEmpty else { return }
        for node in childNodes { node.detach() }
        childNodes = nodes
        ownsTupleElements = false
        zOrder.reset()
        layoutItemsChanged()
        drawnChildrenDidChange()
    }

    func childrenDrawingOrder() -> [ViewNode]? {
        ownsTupleElements ? zOrder.reordered(childNodes) : nil
    }

    func elementsDrawingOrder() -> [ZOrder.DrawnElement]? {
        guard ownsTupleElements, !zOrder.drawsInTreeOrder else { return nil }
        return zOrder.reorderedDrawing(childNodes.map { ZOrder.DrawnElement(node: $0, opacity: nil) }, container: self)
    }

    func reorderChildrenForZIndex() -> Bool {
        guard ownsTupleElements else { return false }
        zOrder.reset()
        drawnChildrenDidChange()
        return true
    }

    /// The layout as a built-in stack, if it is one (or an AnyLayout holding one): cast where a guide is asked,
    /// which few layouts are; kept, the two existentials took 82 bytes in every stack's node.
    private var builtInStack: BuiltInStackLayout? {
        if L.self == AnyLayout.self, let erased = layout as? AnyLayout { return erased.base as? BuiltInStackLayout }
        return layout as? BuiltInStackLayout
    }
    private var linearStack: LinearStackLayout? { builtInStack as? LinearStackLayout }

    /// The environment the content sees: this one, with the layout's stack orientation (read by Divider).
    private var contentEnvironment: EnvironmentValues {
        let axis = stackOrientation
        if environment.stackOrientation == axis { return environment }
        return StackEnvironments.environment(environment, orientedTo: axis)
    }

    var items: [ViewNode] {
        if let cachedItems { return cachedItems }
        // Elements that are each one item are the items themselves, and share the array.
        if ownsTupleElements, !childNodes.contains(where: \.isTransparentToContainers) {
            cachedItems = childNodes
            return childNodes
        }
        var result: [ViewNode] = []
        for node in childNodes { node.collectLayoutItems(into: &result) }
        cachedItems = result
        return result
    }

    /// A linear stack's items with their traits, kept with the items.
    private func stackItems(_ engine: StackLayoutEngine) -> StackItems {
        if let cachedStackTraits { return StackItems(items, traits: cachedStackTraits) }
        let made = engine.items(items)
        cachedStackTraits = made.traits
        return made
    }

    /// A descendant changed: the items may have too, and the layout's cache must be brought up to date.
    override func layoutWasInvalidated() {
        cachedItems = nil
        cachedStackTraits = nil
        cacheIsStale = true
        offersMemo = nil
        if let guides, !guides.current.isEmpty {
            guides.beforeInvalidation = guides.current
            guides.current = []
        }
    }

    /// Whether the layout is one of the built-in stacks (asked once: a dynamic cast at every guide showed in
    /// the profile).
    private var isBuiltInStack: Bool {
        if let known = knownBuiltInStack { return known }
        let answer = L.self is BuiltInStackLayout.Type
        knownBuiltInStack = answer
        return answer
    }


    func keepsItsGuides() -> Bool {
        guard let guides else { return true }
        let before = guides.beforeInvalidation
        guides.beforeInvalidation = []
        for guide in before where cachedGuide(guide.key, in: guide.size, proposal: guide.proposal) != guide.value { return false }
        return true
    }

    private func withCache<T>(_ body: (L, LayoutSubviews, inout L.Cache) -> T) -> T? {
        guard let layout else { return nil }
        let subviews = LayoutSubviews(nodes: items)
        var c: L.Cache
        if let cache {
            c = cache
            if cacheIsStale { layout.updateCache(&c, subviews: subviews) }
        } else {
            c = layout.makeCache(subviews: subviews)
        }
        cacheIsStale = false
        let result = body(layout, subviews, &c)
        cache = c
        return result
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // A stack's cache is empty: what it keeps is its offers.
        if let stackEngine { return stackEngine.size(proposal, stackItems(stackEngine), memo: &offersMemo) }
        return withCache { $0.sizeThatFits(proposal: proposal, subviews: $1, cache: &$2) } ?? .zero
    }

    func placeChildren(in rect: CGRect) {
        if let stackEngine {
            stackEngine.place(in: rect, proposal: placementProposal, stackItems(stackEngine), memo: &offersMemo)
            // Placed: nothing asks for the offers again until something changes, and the items' traits are
            // read again then.
            offersMemo = nil
            cachedStackTraits = nil
            return
        }
        _ = withCache { $0.placeSubviews(in: rect, proposal: placementProposal, subviews: $1, cache: &$2) }
    }

    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        // The proposal the size came from, as for placement: the guides are those of the placed children.
        let proposal = proposal(producing: size)
        // A program's own layout answers as it likes (it may keep state of its own); a stack's guide depends on
        // its children only, which invalidate it when they change.
        guard isBuiltInStack else { return computeGuide(key, in: size, proposal: proposal) }
        return cachedGuide(key, in: size, proposal: proposal)
    }

    /// The explicit guide for a key at a size placed for a proposal, answered once per invalidation.
    private func cachedGuide(_ key: AlignmentKey, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if let guides {
            for guide in guides.current where guide.key == key && guide.size == size && guide.proposal == proposal { return guide.value }
        }
        let value = computeGuide(key, in: size, proposal: proposal)
        let kept: CachedGuides
        if let guides { kept = guides } else { kept = CachedGuides(); guides = kept }
        kept.current.append(CachedGuide(key: key, size: size, proposal: proposal, value: value))
        return value
    }

    private func computeGuide(_ key: AlignmentKey, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        if let stackEngine, let linearStack {
            guard linearStack.hasOwnGuide(key) else { return nil }
            return linearStack.alignmentGuide(key, sizes: stackEngine.sizes(proposal, stackItems(stackEngine), memo: &offersMemo), items: items)
        }
        if let builtInStack {
            return builtInStack.alignmentGuide(key, proposal: proposal, items: items)
        }
        return withCache { layout, subviews, cache -> CGFloat? in
            if key.isHorizontal {
                let guide = HorizontalAlignment(key: key)
                return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
            let guide = VerticalAlignment(key: key)
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        } ?? nil
    }

    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        // A container's baselines are those of its first and last child with text, in its own coordinates.
        let placed = items
        let withText = placed.compactMap { n -> (CGFloat, CGFloat)? in
            guard let b = n.baselines(in: n.frame.size) else { return nil }
            return (n.frame.minY - frame.minY + b.first, n.frame.minY - frame.minY + b.last)
        }
        guard let first = withText.first, let last = withText.last else { return nil }
        return (first.0, last.1)
    }
}

extension HorizontalAlignment { init(key: AlignmentKey) { self.key = key } }
extension VerticalAlignment { init(key: AlignmentKey) { self.key = key } }

/// A view laid out by a layout value (the stacks, a grid, a Layout called with content): its node is the
/// layout's `LayoutNode`, which takes the layout and the content with their types.
@MainActor protocol LayoutContainerView: View, PrimitiveView {
    associatedtype ContainerLayout: Layout
    associatedtype Content: View
    nonisolated var layout: ContainerLayout { get }
    nonisolated var content: Content { get }
}

extension LayoutContainerView {
    func update(_ node: ViewNode) {
        guard let node = node as? LayoutNode<ContainerLayout> else { return node.update(view: self) }
        node.update(layout: layout, content: content)
    }
}

extension LayoutView: LayoutContainerView {}

/// Stacks answer alignment guides of their own from their children.
@MainActor protocol BuiltInStackLayout {
    func alignmentGuide(_ key: AlignmentKey, proposal: ProposedViewSize, items: [ViewNode]) -> CGFloat?
}

extension LayoutNode: TreeDumpStandIn {
    var treeDumpSubjectType: Any.Type { L.self }
    var treeDumpSubject: Any? { layout }
}
