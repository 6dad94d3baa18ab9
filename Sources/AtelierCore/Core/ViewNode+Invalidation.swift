import Foundation

// How a change marks what it affects: a layout (up to the first ancestor whose size holds), a drawing, a
// container's traits, the layout items of the nearest container; the frame's phases then do only that.

extension ViewNode {
    /// What a change to a node affects.
    struct Invalidation: OptionSet {
        let rawValue: Int
        /// The node's size or the placement of its children.
        static let layout = Invalidation(rawValue: 1)
        /// Only what the node draws.
        static let display = Invalidation(rawValue: 2)
        /// A trait its container reads when it lays the node out (priority, alignment guides, spacing).
        static let containerLayout = Invalidation(rawValue: 4)
        /// What the node tells assistive technologies (an accessibility label, a control's state).
        static let semantics = Invalidation(rawValue: 8)
    }

    /// Marks what a change affects.
    final func invalidate(_ what: Invalidation) {
        if what.contains(.layout) { setNeedsLayout() }
        if what.contains(.display) { setNeedsDisplay() }
        if what.contains(.containerLayout) { layoutTraitsChanged() }
        if what.contains(.semantics) { semanticsDidChange() }
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


    /// Marks this node's size as possibly changed. The layout pass asks it again for the proposals it
    /// answered before: if every answer stays the same, only this node is laid out again; otherwise its
    /// parent is asked the same question, up to the first ancestor whose size does not change. What the node
    /// draws is not marked: a node whose drawing changes too says so (`invalidate([.layout, .display])`), and
    /// one that moves draws again through its frame.
    final func setNeedsLayout() {
        layoutWasInvalidated()
        semanticsDidChange()
        guard !layoutIsDirty else {
            if !isQueuedForLayout { graph.layoutQueue.schedule(self) }
            return
        }
        layoutIsDirty = true
        if !sizeCache.isEmpty {
            // The latest sizing and the placed proposal outlive the answers they were marked among.
            let extras = ensuredExtras
            extras.sizesBeforeInvalidation = sizeCache.answers
            if let latest = sizeCache.latest { extras.latestSizingOutsideCache = latest }
            if let placed = sizeCache.placed { extras.placedProposalOutsideCache = PackedProposal(placed) }
        }
        sizeCache = SizeCache()
        if let extras, !extras.baselineCache.isEmpty {
            extras.baselinesBeforeInvalidation = extras.baselineCache
            extras.baselineCache = [:]
        }
        graph.layoutQueue.schedule(self)
    }

    /// Marks what this node draws itself as changed; layout is untouched. Only this node's drawing is made
    /// again: its ancestors keep theirs, which refer to it.
    final func setNeedsDisplay() {
        semanticsDidChange()
        needsDisplay = true
        graph.displayQueue.schedule(self)
    }

    /// The drawn frame moved: this node draws again, and so does a node containers see through that draws
    /// around the views it stands for (a control's focus ring).
    final func frameDidChange() {
        setNeedsDisplay()
        hitGeometryDidChange()
        var node = parent
        while let n = node, n.isTransparentToContainers {
            if n.nodeKind.traits.contains(.drawsAroundItsLayoutItems) { n.setNeedsDisplay() }
            node = n.parent
        }
    }

    /// Marks the set of nodes drawing under this one as changed: the drawing that refers to them is made again.
    final func drawnChildrenDidChange() {
        semanticsDidChange()
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
    private(set) final var hasBeenDrawn: Bool {
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

    /// What this node's subtree tells assistive technologies may have changed: while the graph keeps a
    /// semantics tree, the node and its ancestors are marked (the walk stops at one already marked), and the
    /// semantics phase builds again only the marked path. `throughMarked` walks on past marked nodes: for a
    /// change that an element outside a subtree the phase skips reads (keyboard focus on a stepper's hidden
    /// buttons), as the marks in a skipped subtree stay.
    final func semanticsDidChange(throughMarked: Bool = false) {
        guard graph.tracksSemantics else { return }
        var node: ViewNode? = self
        while let n = node, throughMarked || !n.semanticsChanged {
            n.semanticsChanged = true
            node = n.parent
        }
    }
}
