import Foundation

/// Where a new node is made: its graph and parent.
@MainActor struct NodeContext {
    unowned(unsafe) let graph: ViewGraph
    unowned(unsafe) let parent: ViewNode?
}

/// The persistent counterpart of a view value: it keeps the view's state, environment,
/// layout results and drawing between updates, while view values are rebuilt and thrown away.
///
/// Each node kind does its own work by overriding: `update(view:)` (what a new value changes, marked with
/// `setNeedsLayout()` or `setNeedsDisplay()`), `computeSize`/`placeChildren` (layout), `contentContains`
/// and `hitTestContent` (hit testing, run by the Input layer), and drawing (the Drawing layer's
/// `DrawingNode`). Core names only geometry here: the layers above fill these in.
@usableFromInline @MainActor class ViewNode {
    // Unowned without reference counting: every access to a checked unowned reference retained and released
    // it (4% of a message list's build). A node never reads its graph or parent after they are gone: the
    // checked form would have trapped there, and no test or fuzzed tree ever did. Read through `graph` and
    // `parent`, which debug builds check (`ViewNode+References.swift`).
    unowned(unsafe) let unownedGraph: ViewGraph
    unowned(unsafe) let unownedParent: ViewNode?
    /// The environment this node's view sees.
    @exclusivity(unchecked) var environment = EnvironmentValues()
    /// The maker of this node's view type, which updates it with a value of that type (makers live as long as
    /// the process).
    unowned(unsafe) var maker: NodeMaker = .none
    /// The type of view value this node was made for; a different type at the same place makes a new node.
    final var viewType: Any.Type { maker.viewType }
    /// The view value the node was last updated with, kept where it is used again: by a parent that brings
    /// its child up to date without a new value (a body node passing a new environment on, the root), and
    /// for an update that waits for the graph's loop. Elsewhere the parent always has the new value, and each
    /// node kept a boxed copy of its subtree's view values (2 of the message list's 35 MB, heaptrack).
    var currentView: (any View)? {
        get { extras?.currentView }
        set {
            if newValue != nil { ensuredExtras.currentView = newValue } else if let extras {
                extras.currentView = nil
                dropEmptyExtras()
            }
        }
    }
    /// What few nodes keep at a time (kept in the node, an empty existential took 41 bytes in every one).
    @exclusivity(unchecked) private var extras: NodeExtras?
    private var ensuredExtras: NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
        return made
    }
    private func dropEmptyExtras() { if let extras, extras.isEmpty { self.extras = nil } }

    /// Whether this node's children keep their current view values (see `currentView`).
    var updatesChildrenFromTheirViews: Bool { false }
    /// The frame as drawn and hit-tested now, in absolute coordinates (render effects not applied):
    /// the layout frame, or a point on the way to it while a layout change animates.
    var frame: CGRect { extras?.animatedFrame ?? layoutFrame }
    /// The frame layout gave the node, in absolute coordinates.
    @exclusivity(unchecked) private(set) var layoutFrame: CGRect = .zero
    /// The rect the node was last placed in, before snapping to pixels: its children are placed within it.
    @exclusivity(unchecked) private var placementRect: CGRect = .zero
    /// The proposal the node was last placed for.
    var placedProposal: ProposedViewSize? { packedPlacedProposal.proposal }
    @exclusivity(unchecked) private var packedPlacedProposal = PackedProposal.none
    /// Whether the node has been placed before (a first placement never animates).
    private(set) var hasBeenPlaced: Bool {
        get { flags[.hasBeenPlaced] }
        set { flags[.hasBeenPlaced] = newValue }
    }
    /// The frame's animation in flight, if any.
    private var frameAnimation: AnimatedValue<CGRect.AnimatableData>? { extras?.frameAnimation }
    /// The transaction the node was last updated in, and in which update pass.
    var updateTransaction: Transaction { graph.transactions.ofPass(updateTransactionIndex) }
    /// Which of the graph's transactions of the pass the node was last updated in.
    @exclusivity(unchecked) private var updateTransactionIndex: Int32 = -1
    /// The node's yes-or-no states, beside the index so that the two share a word.
    @exclusivity(unchecked) private var flags = NodeFlags.initial
    /// Records that the node is being updated in the graph's current transaction.
    final func noteUpdateTransaction() { updateTransactionIndex = graph.transactions.indexOfCurrent() }
    @exclusivity(unchecked) var updateGeneration = -1
    /// Sizes already answered for proposals since the last invalidation. Read and written only here, never
    /// while already being accessed: the runtime's exclusivity check at every lookup showed in the profile.
    @exclusivity(unchecked) private var sizeCache = SizeCache()
    /// Whether this node's layout must be recomputed.
    private(set) var layoutIsDirty: Bool {
        get { flags[.layoutIsDirty] }
        set { flags[.layoutIsDirty] = newValue }
    }
    /// Whether the node waits in the graph's layout queue.
    var isQueuedForLayout: Bool {
        get { flags[.isQueuedForLayout] }
        set { flags[.isQueuedForLayout] = newValue }
    }
    /// The layout pass that last sized or placed the node (each node counts once per pass).
    @exclusivity(unchecked) var laidOutInPass = -1
    /// Whether what the node draws itself changed since its drawing was made (its frame, a paint, an effect).
    private(set) var needsDisplay: Bool {
        get { flags[.needsDisplay] }
        set { flags[.needsDisplay] = newValue }
    }
    /// Whether the nodes that draw under this one changed (a child replaced, a list reordered).
    private(set) var drawnChildrenChanged: Bool {
        get { flags[.drawnChildrenChanged] }
        set { flags[.drawnChildrenChanged] = newValue }
    }
    /// Whether the node waits in the graph's display queue.
    var isQueuedForDisplay: Bool {
        get { flags[.isQueuedForDisplay] }
        set { flags[.isQueuedForDisplay] = newValue }
    }
    /// The node's drawing as the Drawing layer retained it; Core keeps it without looking inside.
    @exclusivity(unchecked) var retainedDrawing: AnyObject?
    /// How deep the node sits in the tree, for ordering updates.
    let depth: Int
    /// Whether the node is still part of the tree.
    var isAttached: Bool {
        get { flags[.isAttached] }
        set { flags[.isAttached] = newValue }
    }

    init(context: NodeContext) {
        unownedGraph = context.graph
        unownedParent = context.parent
        depth = (context.parent?.depth ?? -1) + 1
        // A new node may define guides: the ancestors that knew their subtree's ask again. An ancestor knows
        // only if the nodes below it on the way do, so the walk stops at the first that does not.
        var node = context.parent
        while let n = node, n.knownSubtreeGuides != nil {
            n.knownSubtreeGuides = nil
            node = n.parent
        }
        // Likewise for preferences: a new node may write one.
        node = context.parent
        while let n = node, n.knownSubtreePreferences != nil {
            n.knownSubtreePreferences = nil
            node = n.parent
        }
        if definesExplicitGuides { explicitGuidesChanged(below: context.parent) }
    }

    /// Takes a new view value of this node's type and brings the subtree up to date.
    func update(view: any View) {}

    /// The nodes under this one, in tree order.
    var children: [ViewNode] { [] }

    /// Takes the node and its subtree out of the tree, parents before children, walked without recursion
    /// (a subtree may be deeper than the stack).
    final func detach() {
        // The parent is read while the node is attached: once detached, its unowned references are not to be read.
        guard isAttached else { return }
        let parent = self.parent
        var leaving: [ViewNode] = [self]
        var guidesLeave = false
        defer { if guidesLeave { explicitGuidesChanged(below: parent) } }
        while let node = leaving.popLast() {
            guard node.isAttached else { continue }
            if node.definesExplicitGuides { guidesLeave = true }
            let alongside = node.willDetach()
            node.isAttached = false
            node.retainedDrawing = nil
            leaving.append(contentsOf: (node.children + alongside).reversed())
        }
    }

    /// A node defining guides was made or left below `node`: the guides `node` answers may have changed, so it
    /// is laid out again, and so is each ancestor aligning by the guides handed on to it.
    private func explicitGuidesChanged(below node: ViewNode?) {
        var node = node
        while let n = node {
            n.setNeedsLayout()
            guard n.handsOnChildGuides else { return }
            node = n.parent
        }
    }

    /// What a kind does as it leaves the tree, while still attached; returns the nodes it keeps beside its
    /// children (leaving elements still drawn) that leave with it.
    func willDetach() -> [ViewNode] { [] }

    // MARK: Identity and children

    /// Updates `old` with `view` when it was made for the same type of view, otherwise makes a new node.
    /// A value reaches the node with its type known where the parent knows it (a modifier's content, a stack's),
    /// without being boxed on the way; an `any View` argument is opened here.
    final func reconcile<V: View>(_ old: ViewNode?, with view: V, environment: EnvironmentValues) -> ViewNode {
        // Read once: each read of an unowned reference checks and counts the object atomically.
        let graph = self.graph
        let node: ViewNode
        if let old, old.maker.viewType == V.self, old.isAttached {
            node = old
        } else {
            old?.detach()
            node = makeNode(for: view)
            // A new child: this node's layout items, size and drawing may change.
            layoutItemsChanged()
            drawnChildrenDidChange()
        }
        node.environment = environment
        if updatesChildrenFromTheirViews { node.currentView = view }
        node.noteUpdateTransaction()
        node.updateGeneration = graph.transactions.generation
        // Deep trees are updated in slices: past a nesting limit the node waits for the graph's update
        // loop, which continues from a shallow stack, so a 10,000-deep tree cannot overflow the stack.
        if graph.updates.nestedUpdates >= UpdateScheduler.maxNestedUpdates {
            node.currentView = view
            graph.updates.deferUpdate(node)
            return node
        }
        graph.updates.nestedUpdates += 1
        defer { graph.updates.nestedUpdates -= 1 }
        node.maker.update(node, with: view)
        return node
    }

    /// Makes the right kind of node for a view: primitive views build their own, others get a body node.
    final func makeNode<V: View>(for view: V) -> ViewNode {
        NodeFactory.makeNode(for: view, in: NodeContext(graph: graph, parent: self))
    }

    // MARK: Invalidation

    /// What a change to a node affects.
    struct Invalidation: OptionSet {
        let rawValue: Int
        /// The node's size or the placement of its children.
        static let layout = Invalidation(rawValue: 1)
        /// Only what the node draws.
        static let display = Invalidation(rawValue: 2)
        /// A trait its container reads when it lays the node out (priority, alignment guides, spacing).
        static let containerLayout = Invalidation(rawValue: 4)
    }

    /// Marks what a change affects.
    final func invalidate(_ what: Invalidation) {
        if what.contains(.layout) { setNeedsLayout() }
        if what.contains(.display) { setNeedsDisplay() }
        if what.contains(.containerLayout) { layoutTraitsChanged() }
    }

    /// A trait the container reads from this node changed: the node and the container that lays it out
    /// (through the nodes that hand their child's traits on) are laid out again.
    final func layoutTraitsChanged() {
        setNeedsLayout()
        var node = parent
        while let n = node {
            n.setNeedsLayout()
            guard n.forwardsLayoutTraits else { return }
            node = n.parent
        }
    }

    /// Whether the node answers its parent with its child's layout traits (priority, spacing, guides):
    /// bodies, modifiers and lists do; containers and leaves answer for themselves.
    var forwardsLayoutTraits: Bool { false }

    /// Marks this node's size as possibly changed. The layout pass asks it again for the proposals it
    /// answered before: if every answer stays the same, only this node is laid out again; otherwise its
    /// parent is asked the same question, up to the first ancestor whose size does not change. What the node
    /// draws is not marked: a node whose drawing changes too says so (`invalidate([.layout, .display])`), and
    /// one that moves draws again through its frame.
    final func setNeedsLayout() {
        layoutWasInvalidated()
        guard !layoutIsDirty else {
            if !isQueuedForLayout { graph.layoutPass.schedule(self) }
            return
        }
        layoutIsDirty = true
        if !sizeCache.isEmpty { ensuredExtras.sizesBeforeInvalidation = sizeCache.answers }
        sizeCache = SizeCache()
        if let extras, !extras.baselineCache.isEmpty {
            extras.baselinesBeforeInvalidation = extras.baselineCache
            extras.baselineCache = [:]
        }
        graph.layoutPass.schedule(self)
    }

    /// Marks what this node draws itself as changed; layout is untouched. Only this node's drawing is made
    /// again: its ancestors keep theirs, which refer to it.
    final func setNeedsDisplay() {
        needsDisplay = true
        graph.displayQueue.schedule(self)
    }

    /// The drawn frame moved: this node draws again, and so does a node containers see through that draws
    /// around the views it stands for (a control's focus ring).
    private func frameDidChange() {
        setNeedsDisplay()
        hitGeometryDidChange()
        var node = parent
        while let n = node, n.isTransparentToContainers {
            if n.drawsAroundItsLayoutItems { n.setNeedsDisplay() }
            node = n.parent
        }
    }

    /// Whether the node draws around the frames of the views it stands for (a focus ring around a control).
    var drawsAroundItsLayoutItems: Bool { false }

    /// Marks the set of nodes drawing under this one as changed: the drawing that refers to them is made again.
    final func drawnChildrenDidChange() {
        drawnChildrenChanged = true
        hitGeometryDidChange()
        graph.displayQueue.schedule(self)
    }

    /// Records that the node's drawing was made again.
    final func displayWasMade() {
        needsDisplay = false
        drawnChildrenChanged = false
        hasBeenDrawn = true
        #if DEBUG
        assertInvariants(after: "drawing")
        #endif
    }

    /// Whether a frame has drawn the node (a node not drawn yet is drawn whole when first reached).
    private(set) var hasBeenDrawn: Bool {
        get { flags[.hasBeenDrawn] }
        set { flags[.hasBeenDrawn] = newValue }
    }

    /// This node's layout items (its own children, or what it hands its container) changed: the first
    /// ancestor that lays them out (the nearest node that is not transparent to containers) recollects them.
    /// The walk stops at a node already marked: the layout pass carries the question on from there.
    final func layoutItemsChanged() {
        var node: ViewNode = self
        while true {
            let wasMarked = node.layoutIsDirty
            node.setNeedsLayout()
            guard !wasMarked, node.isTransparentToContainers, let parent = node.parent else { return }
            node = parent
        }
    }

    /// Whether containers see through this node to its children (bodies, lists, environment modifiers).
    var isTransparentToContainers: Bool { false }

    /// Called when this node's layout is invalidated; a container drops what it derived from its items here.
    func layoutWasInvalidated() {}

    // MARK: Layout

    /// The views this node stands for when it is a container's child: itself, or the views of a list.
    func collectLayoutItems(into items: inout [ViewNode]) { items.append(self) }

    /// The size this view takes for a proposal (cached until invalidated).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        if let cached = sizeCache[proposal] {
            latestSizing = (proposal, cached)
            return cached
        }
        guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return .zero }
        graph.layoutPass.noteLaidOut(self)
        let size = computeSize(proposal).sanitizedSize
        sizeCache.insert(size, for: proposal)
        latestSizing = (proposal, size)
        return size
    }

    /// Whether the node answers every proposal it answered before the latest invalidation as it did then,
    /// and every baseline it was asked for (a container aligning by baselines reads them). A node never
    /// asked cannot tell, and counts as changed.
    final func keepsItsSizes() -> Bool {
        guard let extras else { return false }
        let before = extras.sizesBeforeInvalidation, baselinesBefore = extras.baselinesBeforeInvalidation
        extras.sizesBeforeInvalidation = []
        extras.baselinesBeforeInvalidation = [:]
        dropEmptyExtras()
        guard !before.isEmpty else { return false }
        for (proposal, size) in before where sizeThatFits(proposal) != size { return false }
        guard keepsItsGuides() else { return false }
        for (size, old) in baselinesBefore where Baselines(value: baselines(in: size)) != old { return false }
        return true
    }

    /// Whether the explicit alignment guides a node caches (a container's, from its children) answer as they
    /// did before the latest invalidation; nodes that cache none keep them.
    func keepsItsGuides() -> Bool { true }

    /// A proposal the node was sized for, and the size it gave.
    typealias Sizing = (proposal: ProposedViewSize, size: CGSize)

    /// The latest proposal the node was sized for, and the size it gave (a container reusing the answers
    /// it had sets it as asking again would have, `StackOffersMemo`).
    final var latestSizing: Sizing? {
        // No closure (`map`): one formed here checks the main executor at each call.
        get {
            guard let proposal = packedLatestProposal.proposal else { return nil }
            return (proposal, latestSize)
        }
        set {
            packedLatestProposal = PackedProposal(newValue?.proposal)
            latestSize = newValue?.size ?? .zero
        }
    }
    @exclusivity(unchecked) private var packedLatestProposal = PackedProposal.none
    @exclusivity(unchecked) private var latestSize = CGSize.zero

    /// The proposal a parent's placement in a rect of `size` came from: parents size a child for the
    /// offer they place it with last, so the latest proposal when it gave this size, else the size itself.
    /// Layouts place their subviews for it, as SwiftUI hands `placeSubviews` the proposal, not the bounds.
    final func proposal(producing size: CGSize) -> ProposedViewSize {
        if let s = latestSizing, abs(s.size.width - size.width) < 1, abs(s.size.height - size.height) < 1 {
            return s.proposal
        }
        // Another proposal answered since the last change gave exactly this size: the size came from it (a
        // flexible view asked for its own size as a proposal can lay itself out differently). The smallest
        // such proposal, so that every run picks the same one.
        // No closures: one formed here checks the main executor at each call.
        var match: ProposedViewSize?
        for i in 0..<sizeCache.count {
            let entry = sizeCache[at: i]
            guard entry.size == size else { continue }
            if let m = match {
                let a = (entry.proposal.width ?? -1, entry.proposal.height ?? -1), b = (m.width ?? -1, m.height ?? -1)
                if a < b { match = entry.proposal }
            } else {
                match = entry.proposal
            }
        }
        if let match { return match }
        return ProposedViewSize(size)
    }

    /// Computes the size for a proposal; subclasses override.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the node in `rect` (absolute) and its children within it, for `proposal` when the parent
    /// knows it (a wrapper hands on its own: its size cache may have answered without asking the child), else
    /// the proposal that produced the rect's size. A node placed where it already is, for the same proposal,
    /// with nothing changed below, keeps its children where they are.
    ///
    /// The node's frame is the rect snapped to the pixel grid, as SwiftUI snaps every placement; its children
    /// are placed within the rect as given, so that a child filling its parent snaps to the same edges.
    final func place(in rect: CGRect, proposal given: ProposedViewSize? = nil) {
        let graph = self.graph
        let proposal = given ?? self.proposal(producing: rect.size)
        if !layoutIsDirty, hasBeenPlaced, rect == placementRect, proposal == placedProposal { return }
        layoutIsDirty = false
        if let extras {
            extras.sizesBeforeInvalidation = []
            extras.baselinesBeforeInvalidation = [:]
        }
        let before = frame
        placementRect = rect
        let rect = rect.pixelAligned
        let moved = rect != layoutFrame
        layoutFrame = rect
        packedPlacedProposal = PackedProposal(proposal)
        let animation = hasBeenPlaced && moved ? transactionForLayout.animation : nil
        if let animation {
            let extras = ensuredExtras
            let animator = extras.frameAnimation ?? AnimatedValue(before.animatableData)
            animator.set(rect.animatableData, animation: animation, at: graph.time)
            extras.frameAnimation = animator
            extras.animatedFrame = CGRect(animatableData: animator.value(at: graph.time))
            graph.nodeStartedAnimating(self)
        } else if let extras, moved || extras.frameAnimation == nil {
            extras.frameAnimation = nil
            extras.animatedFrame = nil
        }
        dropEmptyExtras()
        if frame != before { frameDidChange() }
        hasBeenPlaced = true
        #if DEBUG
        assertInvariants(after: "placement")
        #endif
        guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return }
        graph.layoutPass.noteLaidOut(self)
        placeChildren(in: placementRect)
    }

    /// Gives the node a frame without layout (the root fills the window it is given).
    final func setFrameWithoutLayout(_ rect: CGRect) {
        let before = frame
        layoutFrame = rect
        if frame != before { frameDidChange() }
    }

    /// Places the node again where it is, for a change below that left its size as it was.
    final func placeAgain() { place(in: placementRect, proposal: placedProposal) }

    /// The proposal the node is being placed for, as its `placeChildren` sees it: children are sized for it
    /// again (as SwiftUI hands `placeSubviews` the proposal, not the bounds).
    final var placementProposal: ProposedViewSize { placedProposal ?? ProposedViewSize(placementRect.size) }

    /// Places the children within the node's frame; subclasses override.
    func placeChildren(in rect: CGRect) {}

    /// The node's layout priority among its siblings.
    var layoutPriority: Double { 0 }

    /// Where the node is drawn among its siblings, front to back (`zIndex`): higher in front, 0 by default.
    var zIndexValue: Double { 0 }
    /// The children in the order they are drawn and hit, back to front, when that is not tree order (a child
    /// has a `zIndex`); nil by default.
    func childrenInZOrder() -> [ViewNode]? { nil }
    /// A child's `zIndex` changed below this node: a node ordering its children by index works the order out
    /// again and returns true; others return false, and the change is handed up while they forward traits.
    func childZIndexChanged() -> Bool { false }

    /// Whether the node is a Spacer (stacks give spacers what is left, and no spacing next to them).
    var spacerMinLength: CGFloat?? { nil }

    /// The spacing the node prefers next to its neighbours in a stack with default spacing.
    var spacing: ViewSpacing { ViewSpacing() }

    /// The value a `layoutValue(key:value:)` gave this view for a key (identified by its type), or nil for
    /// the key's default: a container reads it of each subview.
    func layoutValue(forKey key: ObjectIdentifier) -> Any? { nil }

    /// An explicit alignment guide this node has for its own size, or nil to use the default: none without
    /// asking when no node of the subtree defines guides of its own.
    final func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        subtreeMayDefineExplicitGuides ? computeExplicitAlignment(key, in: size) : nil
    }

    /// The explicit guide of this kind for a size: its own (an `alignmentGuide`), or its children's handed on.
    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

    /// Whether this kind of node defines explicit alignment guides itself, rather than handing on its
    /// children's (an `alignmentGuide`, a program's own Layout).
    var definesExplicitGuides: Bool { false }

    /// Whether the kind answers its children's explicit guides as its own (moved to its coordinates): the
    /// wrappers, frames, paddings, lists and stacks do; a leaf or a container keeping its children's guides
    /// to itself (a scroll view, a lazy stack) does not.
    var handsOnChildGuides: Bool { false }

    /// Whether a node of the subtree defines explicit guides that reach this node. A stack aligning its
    /// children asks each for its guide at every size; without one below, the answer is the default, read from
    /// the size alone, where asking walked the nested stacks of a grid down to the leaves at each level (a
    /// sixth of its layout). Kept until a node is made below (`init`); a node leaving keeps it true at worst.
    final var subtreeMayDefineExplicitGuides: Bool {
        if let known = knownSubtreeGuides { return known }
        // Too deep to look: the subtree may define guides (and the answer is not kept).
        guard StackGuard.hasRoom() else { return true }
        var answer = definesExplicitGuides
        if !answer, handsOnChildGuides {
            for child in children where child.subtreeMayDefineExplicitGuides { answer = true; break }
        }
        knownSubtreeGuides = answer
        return answer
    }
    private var knownSubtreeGuides: Bool? {
        get { flags.optional(.knowsSubtreeGuides, .subtreeGuides) }
        set { flags.setOptional(.knowsSubtreeGuides, .subtreeGuides, newValue) }
    }

    // MARK: Preferences

    /// Whether this kind of node writes or changes preference values (`preference`, `anchorPreference`,
    /// `transformPreference`).
    var writesPreferences: Bool { false }

    /// Whether a node of the subtree writes preferences: an ancestor reading a key skips subtrees that do not.
    /// Kept until a node is made below (`init`); a node leaving keeps it true at worst.
    final var subtreeMayWritePreferences: Bool {
        if let known = knownSubtreePreferences { return known }
        guard StackGuard.hasRoom() else { return true }
        var answer = writesPreferences
        if !answer {
            for child in children where child.subtreeMayWritePreferences { answer = true; break }
        }
        knownSubtreePreferences = answer
        return answer
    }
    private var knownSubtreePreferences: Bool? {
        get { flags.optional(.knowsSubtreePreferences, .subtreePreferences) }
        set { flags.setOptional(.knowsSubtreePreferences, .subtreePreferences, newValue) }
    }

    /// The value this node's subtree gives `key`, or nil when no node of it writes one. Nodes that write
    /// preferences override; others combine their children's, in tree order.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard subtreeMayWritePreferences else { return nil }
        return childrenPreferenceValue(key)
    }

    /// The children's values for `key` combined with `reduce`, in tree order; nil when none writes one.
    final func childrenPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard StackGuard.roomOrWarn() else { return nil }
        var result: K.Value?
        for child in children {
            guard let next = child.preferenceValue(key) else { continue }
            if result == nil { result = next } else { K.reduce(value: &result!, nextValue: { next }) }
        }
        return result
    }

    /// The first and last text baselines within the node, from its top, if it has text (cached per size
    /// until invalidated, so that the layout pass can tell when they moved).
    final func baselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        if let cached = extras?.baselineCache[size] { return cached.value }
        guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return nil }
        let value = computeBaselines(in: size)
        ensuredExtras.baselineCache[size] = Baselines(value: value)
        return value
    }

    /// Computes the baselines for a size; nodes with text, and nodes that move their content, override.
    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? { nil }

    /// A node's baselines for one size (nil when it has no text), as cached.
    struct Baselines: Equatable {
        var value: (first: CGFloat, last: CGFloat)?
        static func == (a: Baselines, b: Baselines) -> Bool {
            a.value?.first == b.value?.first && a.value?.last == b.value?.last
        }
    }

    // MARK: Animation

    /// The transaction that applies to this node's placement: its own update's, or the pass's.
    var transactionForLayout: Transaction {
        if graph.transactions.layoutConsumedGeneration == graph.transactions.generation { return Transaction() }
        let t = updateGeneration == graph.transactions.generation ? updateTransaction : graph.transactions.layout
        return t.disablesAnimations ? Transaction() : t
    }

    /// Brings animated values (the frame, and a subclass's own) to the graph's current time.
    func sampleAnimations() {
        guard let extras, let animator = extras.frameAnimation else { return }
        let before = frame
        if animator.isAnimating(at: graph.time) {
            extras.animatedFrame = CGRect(animatableData: animator.value(at: graph.time))
        } else {
            extras.frameAnimation = nil
            extras.animatedFrame = nil
            dropEmptyExtras()
        }
        if frame != before { frameDidChange() }
    }

    /// Whether any of the node's values are still moving.
    var hasAnimationsInFlight: Bool {
        frameAnimation?.isAnimating(at: graph.time) ?? false
    }

    /// Whether the node's animation has no end (a spinner): once it started animating it stays among the
    /// graph's animating nodes until it leaves the tree, and animates whenever `hasAnimationsInFlight` says.
    var animatesUntilDetached: Bool { false }

    // MARK: Hit testing and drawing geometry

    /// The projection this node applies to its subtree's drawing, absolute to absolute (identity for most
    /// nodes): hit testing undoes it, drawing applies it.
    var renderProjection: ProjectionTransform { ProjectionTransform() }

    /// Whether the node makes its subtree invisible (`hidden()`, a zero opacity): nothing in it is drawn,
    /// hit or focused.
    var hidesSubtree: Bool { false }

    /// Whether the node keeps its subtree in the tree only for its state, out of view (a tab not selected,
    /// a covered navigation level): its `onAppear` and `task` wait and its keyboard shortcuts do not fire.
    /// A node whose answer changes calls `subtreePresenceDidChange()`.
    var excludesSubtree: Bool { false }

    /// Whether the subtree takes part in hit testing (`allowsHitTesting(false)` says no).
    var allowsHitTesting: Bool { true }

    /// Whether this node itself draws something visible at an absolute point (leaves override).
    func contentContains(_ point: CGPoint) -> Bool { false }

    /// The frontmost node of this subtree hit at `point`, given in the subtree's own coordinates (the
    /// node's render projection already undone): by default the children front to back, then the node.
    func hitTestContent(at point: CGPoint) -> ViewNode? {
        if let ordered = childrenInZOrder() {
            for child in ordered.reversed() {
                if let hit = child.hitTest(point) { return hit }
            }
            return contentContains(point) ? self : nil
        }
        let children = self.children
        if let runs = extras?.hitRuns {
            // A long list of children is searched a run at a time, skipping runs the point is far from.
            for run in runs.reversed() where run.bounds.mayContain(point) {
                for i in run.elements.reversed() {
                    if let hit = children[i].hitTest(point) { return hit }
                }
            }
        } else {
            for child in children.reversed() {
                if let hit = child.hitTest(point) { return hit }
            }
        }
        return contentContains(point) ? self : nil
    }

    /// The frontmost node of this subtree hit at an absolute point, in the coordinates its parent draws in.
    final func hitTest(_ point: CGPoint) -> ViewNode? {
        guard StackGuard.hasRoom(), hitExtent.mayContain(point), canBeHit, let p = pointInSubtree(point) else { return nil }
        return hitTestContent(at: p)
    }

    /// Where the node itself can be hit, absolute (render projection not applied): leaves that answer
    /// `contentContains` override it with a rectangle around everything they answer yes for.
    var ownHitExtent: CGRect { .null }

    /// A rectangle, in the coordinates this node's parent draws in, outside which nothing in the subtree
    /// can be hit: a pointer far from a row of a long list skips the row without visiting it. Kept until
    /// something in the subtree moves, is replaced or changes its hit geometry.
    final var hitExtent: CGRect {
        if let cachedHitExtent { return cachedHitExtent }
        // Too deep to measure: the subtree may be anywhere (hit testing stops at the same depth).
        guard StackGuard.hasRoom() else { return .infinite }
        let children = self.children
        var extent = ownHitExtent
        if children.count > BoundedRuns.length {
            let runs = BoundedRuns(count: children.count) { children[$0].hitExtent }
            ensuredExtras.hitRuns = runs.runs
            extent = extent.union(runs.bounds)
        } else {
            if let extras, extras.hitRuns != nil {
                extras.hitRuns = nil
                dropEmptyExtras()
            }
            for child in children { extent = extent.union(child.hitExtent) }
        }
        extent = extent.projected(by: renderProjection)
        cachedHitExtent = extent
        return extent
    }
    private var cachedHitExtent: CGRect? {
        get { flags[.hasHitExtent] ? hitExtentValue.rect : nil }
        set {
            flags[.hasHitExtent] = newValue != nil
            hitExtentValue = OutwardRect(newValue ?? .zero)
        }
    }
    /// In single precision, rounded outward: a bound for culling, never a frame (16 bytes in every node, not 32).
    @exclusivity(unchecked) private var hitExtentValue = OutwardRect.zero

    /// Forgets the hit extent of this node and of its ancestors (their extents contain it).
    final func hitGeometryDidChange() {
        var node: ViewNode? = self
        while let n = node, n.cachedHitExtent != nil {
            n.cachedHitExtent = nil
            if let extras = n.extras, extras.hitRuns != nil {
                extras.hitRuns = nil
                n.dropEmptyExtras()
            }
            node = n.parent
        }
    }

    /// Whether the node and its subtree can take part in hit testing at all.
    final var canBeHit: Bool {
        isAttached && environment.isEnabled && !hidesSubtree && allowsHitTesting
    }

    /// `point` in the coordinates of this node's subtree: its render projection undone (nil when singular).
    final func pointInSubtree(_ point: CGPoint) -> CGPoint? {
        let m = renderProjection
        if m.isIdentity { return point }
        var inverse = m
        guard inverse.invert() else { return nil }
        let p = point.applying(inverse)
        return p.x.isFinite && p.y.isFinite ? p : nil
    }
}

extension ViewNode {
    /// The dimensions of this node at a size, with its guides.
    func dimensions(in size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] key in self.guide(key, in: size) }
    }

    /// A guide's value where the node has one (an explicit guide, a text baseline), else nil.
    private func guide(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        if let explicit = explicitAlignment(key, in: size) { return explicit }
        if key.id == ObjectIdentifier(VerticalAlignment.FirstTextBaseline.self) { return baselines(in: size)?.first }
        if key.id == ObjectIdentifier(VerticalAlignment.LastTextBaseline.self) { return baselines(in: size)?.last }
        return nil
    }

    /// The value of a guide for this node at a size.
    func alignmentValue(_ key: AlignmentKey, in size: CGSize) -> CGFloat {
        if let value = guide(key, in: size) { return value }
        // A stack aligns every child at every proposal: a built-in default needs only the size, and making
        // the dimensions with this node's guides would allocate a closure each time.
        if key.defaultReadsOnlySize { return key.defaultValue(ViewDimensions(size: size) { _ in nil }) }
        return key.defaultValue(dimensions(in: size))
    }
}
