import Foundation

/// Where a new node is made: its graph and parent.
@MainActor struct NodeContext {
    unowned(unsafe) let graph: ViewGraph
    unowned(unsafe) let parent: ViewNode?
}

/// The persistent counterpart of a view value: it keeps the view's state, environment,
/// layout results and drawing between updates, while view values are rebuilt and thrown away.
///
/// The node is the tree: identity, children, reconcile, invalidation, attach and detach. A kind overrides
/// `update(view:)` (what a new value changes, marked with `setNeedsLayout()` or `setNeedsDisplay()`) and
/// `children`; what it does in a phase it says by adopting that phase's protocol, declared by the phase's
/// layer (`SizingNode`, `AlignmentNode`, `PreferenceWriter`, `AnimatingNode`, `DrawingNode`,
/// `HitTestingNode`), which its `nodeKind` runs.
@usableFromInline @MainActor class ViewNode {
    // Unowned without reference counting: every access to a checked unowned reference retained and released
    // it (4% of a message list's build). A node never reads its graph or parent after they are gone: the
    // checked form would have trapped there, and no test or fuzzed tree ever did. Read through `graph` and
    // `parent`, which debug builds check (`ViewNode+References.swift`).
    unowned(unsafe) let unownedGraph: ViewGraph
    unowned(unsafe) let unownedParent: ViewNode?
    /// The environment this node's view sees.
    @exclusivity(unchecked) final var environment = EnvironmentValues()
    /// The maker of this node's view type, which updates it with a value of that type (makers live as long as
    /// the process).
    unowned(unsafe) final var maker: NodeMaker = .none
    /// What the node's class does in each phase (kinds live as long as the process).
    @exclusivity(unchecked) private(set) final var nodeKind: NodeKind.Reference = NodeKind.unresolved
    /// The type of view value this node was made for; a different type at the same place makes a new node.
    final var viewType: Any.Type { maker.viewType }
    /// The view value the node was last updated with, kept where it is used again: by a parent that brings
    /// its child up to date without a new value (the root; a body node keeps its body itself, `BodyNode.childView`),
    /// and for an update that waits for the graph's loop. Elsewhere the parent always has the new value, and each
    /// node kept a boxed copy of its subtree's view values (2 of the message list's 35 MB, heaptrack).
    final var currentView: (any View)? {
        get { extras?.currentView }
        set {
            if newValue != nil { ensuredExtras.currentView = newValue } else if let extras {
                extras.currentView = nil
                dropEmptyExtras()
            }
        }
    }
    /// What few nodes keep at a time (kept in the node, an empty existential took 41 bytes in every one).
    @exclusivity(unchecked) final var extras: NodeExtras?
    final var ensuredExtras: NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
        return made
    }
    final func dropEmptyExtras() { if let extras, extras.isEmpty { self.extras = nil } }

    /// Whether this node's children keep their current view values (see `currentView`).
    var updatesChildrenFromTheirViews: Bool { false }
    /// The frame as drawn and hit-tested now, in absolute coordinates (render effects not applied):
    /// the layout frame, or a point on the way to it while a layout change animates.
    final var frame: CGRect { extras?.animatedFrame ?? layoutFrame }
    /// The frame layout gave the node, in absolute coordinates.
    @exclusivity(unchecked) final var layoutFrame: CGRect = .zero
    /// The rect the node was last placed in, before snapping to pixels: its children are placed within it. Almost
    /// always its frame (10,005 of a message list's 10,006 nodes), kept apart in the extras only where it is not:
    /// in every node it took 32 bytes. Set after `layoutFrame`.
    final var placementRect: CGRect {
        get { extras?.placementRectOffFrame ?? layoutFrame }
        set {
            if newValue != layoutFrame {
                ensuredExtras.placementRectOffFrame = newValue
            } else if let extras, extras.placementRectOffFrame != nil {
                extras.placementRectOffFrame = nil
                dropEmptyExtras()
            }
        }
    }
    /// The proposal the node was last placed for: marked in the size cache, which almost always holds it, else
    /// kept in the extras.
    final var placedProposal: ProposedViewSize? {
        get { sizeCache.placed ?? extras?.placedProposalOutsideCache.proposal }
        set {
            if sizeCache.markPlaced(newValue) {
                if let extras, !extras.placedProposalOutsideCache.isNone { extras.placedProposalOutsideCache = .none }
            } else if newValue != nil {
                ensuredExtras.placedProposalOutsideCache = PackedProposal(newValue)
            } else if let extras {
                extras.placedProposalOutsideCache = .none
            }
        }
    }
    /// Whether the node has been placed before (a first placement never animates).
    final var hasBeenPlaced: Bool {
        get { flags[.hasBeenPlaced] }
        set { flags[.hasBeenPlaced] = newValue }
    }
    /// The frame's animation in flight, if any.
    final var frameAnimation: AnimatedValue<CGRect.AnimatableData>? { extras?.frameAnimation }
    /// The transaction the node was last updated in, and in which update pass.
    final var updateTransaction: Transaction { graph.transactions.ofPass(updateTransactionIndex) }
    /// Which of the graph's transactions of the pass the node was last updated in.
    @exclusivity(unchecked) private var updateTransactionIndex: Int32 = -1
    /// The node's yes-or-no states, beside the index so that the two share a word.
    @exclusivity(unchecked) final var flags = NodeFlags.initial
    /// Records that the node is being updated in the graph's current transaction.
    final func noteUpdateTransaction() { updateTransactionIndex = graph.transactions.indexOfCurrent() }
    /// Sizes already answered for proposals since the last invalidation, with the latest answer and the placed
    /// proposal marked. Read and written only here, never while already being accessed: the runtime's
    /// exclusivity check at every lookup showed in the profile.
    @exclusivity(unchecked) final var sizeCache = SizeCache()
    // The counters below are kept in 32 bits each, declared after the size cache so that they fill the padding
    // after its last byte: 8-byte counters took 12 bytes more in every node, and a node rounded up to the
    // allocator's next 16 bytes.
    /// The graph's transaction generation the node was last updated in (its low 32 bits: a generation is
    /// only ever compared with the current one, `wasUpdated(inGeneration:)`).
    @exclusivity(unchecked) private var updateGenerationBits: Int32 = -1
    final var updateGeneration: Int {
        get { Int(updateGenerationBits) }
        set { updateGenerationBits = Int32(truncatingIfNeeded: newValue) }
    }
    /// Whether the node was last updated in the generation `generation`.
    final func wasUpdated(inGeneration generation: Int) -> Bool {
        updateGenerationBits == Int32(truncatingIfNeeded: generation)
    }
    /// Whether this node's layout must be recomputed.
    final var layoutIsDirty: Bool {
        get { flags[.layoutIsDirty] }
        set { flags[.layoutIsDirty] = newValue }
    }
    /// Whether the node waits in the graph's layout queue.
    final var isQueuedForLayout: Bool {
        get { flags[.isQueuedForLayout] }
        set { flags[.isQueuedForLayout] = newValue }
    }
    /// The layout pass that last sized or placed the node (each node counts once per pass), its low 32 bits.
    @exclusivity(unchecked) private var laidOutInPassBits: Int32 = -1
    final var laidOutInPass: Int { Int(laidOutInPassBits) }
    /// Records that the pass numbered `pass` sized or placed the node; false when it had already.
    final func noteLaidOut(inPass pass: Int) -> Bool {
        let bits = Int32(truncatingIfNeeded: pass)
        guard laidOutInPassBits != bits else { return false }
        laidOutInPassBits = bits
        return true
    }
    /// How deep the node sits in the tree, for ordering updates (no tree is 2 billion deep).
    private let depthBits: Int32
    final var depth: Int { Int(depthBits) }
    /// Whether what the node draws itself changed since its drawing was made (its frame, a paint, an effect).
    final var needsDisplay: Bool {
        get { flags[.needsDisplay] }
        set { flags[.needsDisplay] = newValue }
    }
    /// Whether the nodes that draw under this one changed (a child replaced, a list reordered).
    final var drawnChildrenChanged: Bool {
        get { flags[.drawnChildrenChanged] }
        set { flags[.drawnChildrenChanged] = newValue }
    }
    /// Whether the node's semantics changed since the semantics phase last built them (`semanticsDidChange`).
    final var semanticsChanged: Bool {
        get { flags[.semanticsChanged] }
        set { flags[.semanticsChanged] = newValue }
    }
    /// Whether the node waits in the graph's display queue.
    final var isQueuedForDisplay: Bool {
        get { flags[.isQueuedForDisplay] }
        set { flags[.isQueuedForDisplay] = newValue }
    }
    /// The node's drawing as the Drawing layer retained it; Core keeps it without looking inside.
    @exclusivity(unchecked) final var retainedDrawing: AnyObject?
    /// Whether the node is still part of the tree.
    final var isAttached: Bool {
        get { flags[.isAttached] }
        set { flags[.isAttached] = newValue }
    }

    init(context: NodeContext) {
        unownedGraph = context.graph
        unownedParent = context.parent
        depthBits = Int32(truncatingIfNeeded: (context.parent?.depth ?? -1) + 1)
        nodeKind = NodeKind.of(type(of: self))
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
        if nodeKind.traits.contains(.definesExplicitGuides) { explicitGuidesChanged(below: context.parent) }
    }

    /// Takes a new view value of this node's type and brings the subtree up to date.
    func update(view: any View) {}

    /// The nodes under this one, in tree order.
    var children: [ViewNode] { [] }

    /// The child a wrapper stands for (`WrapperNode`), nil for other kinds: what a kind that does not size,
    /// align or place itself hands the question on to.
    final var wrappedChild: ViewNode? {
        nodeKind.isWrapper ? unsafeDowncast(self, to: WrapperNode.self).child : nil
    }

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
            if node.nodeKind.traits.contains(.definesExplicitGuides) { guidesLeave = true }
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
            guard n.nodeKind.traits.contains(.handsOnChildGuides) else { return }
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

    /// Whether the node answers its parent with its child's layout traits (priority, spacing, guides):
    /// bodies, modifiers and lists do; containers and leaves answer for themselves.
    var forwardsLayoutTraits: Bool { false }

    /// Whether containers see through this node to its children (bodies, lists, environment modifiers).
    var isTransparentToContainers: Bool { false }

    /// Called when this node's layout is invalidated; a container drops what it derived from its items here.
    func layoutWasInvalidated() {}

    /// The views this node stands for when it is a container's child: itself, or the views of a list.
    func collectLayoutItems(into items: inout [ViewNode]) { items.append(self) }


    // MARK: Layout storage (the Layout layer's `ViewNode+Layout.swift` reads and writes it)

    /// Whether `subtreeMayDefineExplicitGuides` holds an answer, and the answer.
    final var knownSubtreeGuides: Bool? {
        get { flags.optional(.knowsSubtreeGuides, .subtreeGuides) }
        set { flags.setOptional(.knowsSubtreeGuides, .subtreeGuides, newValue) }
    }

    /// A node's baselines for one size (nil when it has no text), as cached.
    struct Baselines: Equatable {
        var value: (first: CGFloat, last: CGFloat)?
        static func == (a: Baselines, b: Baselines) -> Bool {
            a.value?.first == b.value?.first && a.value?.last == b.value?.last
        }
    }

    // MARK: Preferences storage

    /// Whether `subtreeMayWritePreferences` holds an answer, and the answer.
    final var knownSubtreePreferences: Bool? {
        get { flags.optional(.knowsSubtreePreferences, .subtreePreferences) }
        set { flags.setOptional(.knowsSubtreePreferences, .subtreePreferences, newValue) }
    }

    // MARK: Animation

    /// The transaction that applies to this node's placement: its own update's, or the pass's.
    final var transactionForLayout: Transaction {
        if graph.transactions.layoutConsumedGeneration == graph.transactions.generation { return Transaction() }
        let t = wasUpdated(inGeneration: graph.transactions.generation) ? updateTransaction : graph.transactions.layout
        return t.disablesAnimations ? Transaction() : t
    }

    /// Brings the animated frame to the graph's current time (a kind's own animated values are read at the
    /// graph's time where they are drawn).
    final func sampleAnimations() {
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

    /// Whether any of the node's values are still moving: its frame, or its kind's own (`AnimatingNode`).
    final var hasAnimationsInFlight: Bool {
        if frameAnimation?.isAnimating(at: graph.time) ?? false { return true }
        return animatingRole.ownAnimationsInFlight(of: self)
    }

    /// Whether the node's animation has no end (a spinner): once it started animating it stays among the
    /// graph's animating nodes until it leaves the tree, and animates whenever `hasAnimationsInFlight` says.
    final var animatesUntilDetached: Bool { animatingRole.animatesWithoutEnd(self) }

    // MARK: Presence

    /// Whether the node makes its subtree invisible (`hidden()`, a zero opacity): nothing in it is drawn,
    /// hit or focused.
    var hidesSubtree: Bool { false }

    /// Whether the node keeps its subtree in the tree only for its state, out of view (a tab not selected,
    /// a covered navigation level): its `onAppear` and `task` wait and its keyboard shortcuts do not fire.
    /// A node whose answer changes calls `subtreePresenceDidChange()`.
    var excludesSubtree: Bool { false }

    // MARK: Hit testing storage (the Input layer's `ViewNode+HitTesting.swift` reads and writes it)

    /// The subtree's hit extent when known.
    final var cachedHitExtent: CGRect? {
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
}
