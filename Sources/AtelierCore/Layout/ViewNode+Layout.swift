import Foundation

// The propose-then-place protocol as every node takes part in it: a parent proposes, the node answers with
// a size (cached per proposal until invalidated) and is placed; what a kind does at each step it says through
// `SizingNode` and `AlignmentNode`, run by its kind's roles. The state (caches, frames) is stored in the node.

extension ViewNode {
    /// The size this view takes for a proposal (cached until invalidated).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        if let position = sizeCache.position(of: proposal) {
            markLatestSizing(at: position)
            return sizeCache[at: position].size
        }
        guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return .zero }
        graph.layoutQueue.noteLaidOut(self)
        let size = sizingRole.computeSize(of: self, proposal).sanitizedSize
        markLatestSizing(at: sizeCache.insert(size, for: proposal))
        return size
    }

    /// Marks the cache's answer at `position` as the latest sizing (what the extras kept goes).
    private func markLatestSizing(at position: Int) {
        guard position < Int(UInt8.max) else { return latestSizing = sizeCache[at: position] }
        sizeCache.markLatest(at: position)
        if let extras, extras.latestSizingOutsideCache != nil { extras.latestSizingOutsideCache = nil }
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
        // Asking again leaves the latest sizing as it was: a parent's stack memo may stand for its offers
        // with its children's latest sizings (`StackOffersMemo`).
        let latest = latestSizing
        defer { latestSizing = latest }
        for (proposal, size) in before where sizeThatFits(proposal) != size { return false }
        guard alignmentRole.keepsItsGuides(self) else { return false }
        for (size, old) in baselinesBefore where Baselines(value: baselines(in: size)) != old { return false }
        return true
    }

    /// A proposal the node was sized for, and the size it gave.
    typealias Sizing = (proposal: ProposedViewSize, size: CGSize)

    /// The latest proposal the node was sized for, and the size it gave (a container reusing the answers
    /// it had sets it as asking again would have, `StackOffersMemo`): marked in the size cache, which almost
    /// always holds it, else kept in the extras.
    final var latestSizing: Sizing? {
        get {
            if let latest = sizeCache.latest { return latest }
            return extras?.latestSizingOutsideCache
        }
        set {
            if sizeCache.markLatest(newValue) {
                if let extras, extras.latestSizingOutsideCache != nil { extras.latestSizingOutsideCache = nil }
            } else if newValue != nil {
                ensuredExtras.latestSizingOutsideCache = newValue
            } else if let extras {
                extras.latestSizingOutsideCache = nil
            }
        }
    }


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
        if !layoutIsDirty, hasBeenPlaced, rect == placementRect, proposal == placedProposal, !graph.placesUnchangedNodes { return }
        layoutIsDirty = false
        if let extras {
            extras.sizesBeforeInvalidation = []
            extras.baselinesBeforeInvalidation = [:]
        }
        let before = frame
        let snapped = rect.pixelAligned(scale: graph.pixelScale)
        let moved = snapped != layoutFrame
        layoutFrame = snapped
        placementRect = rect
        placedProposal = proposal
        let animation = hasBeenPlaced && moved ? transactionForLayout.animation : nil
        if let animation {
            let extras = ensuredExtras
            let animator = extras.frameAnimation ?? AnimatedValue(before.animatableData)
            animator.set(snapped.animatableData, animation: animation, at: graph.time)
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
        graph.layoutQueue.noteLaidOut(self)
        sizingRole.placeChildren(of: self, in: rect)
    }

    /// Gives the node a frame without layout (the root fills the window it is given).
    final func setFrameWithoutLayout(_ rect: CGRect) {
        let before = frame
        // The rect the node was placed in stays (it is its frame's until the frame changes).
        let placed = placementRect
        layoutFrame = rect
        placementRect = placed
        if frame != before { frameDidChange() }
    }

    /// Places the node again where it is, for a change below that left its size as it was.
    final func placeAgain() { place(in: placementRect, proposal: placedProposal) }

    /// The proposal the node is being placed for, as its `placeChildren` sees it: children are sized for it
    /// again (as SwiftUI hands `placeSubviews` the proposal, not the bounds).
    final var placementProposal: ProposedViewSize { placedProposal ?? ProposedViewSize(placementRect.size) }

    // MARK: Traits a container reads

    /// The node's layout priority among its siblings.
    final var layoutPriority: Double { sizingRole.layoutPriority(of: self) }

    /// Whether the node is a Spacer, and its minimum length (stacks give spacers what is left, and no spacing
    /// next to them).
    final var spacerMinLength: CGFloat?? { sizingRole.spacerMinLength(of: self) }

    /// The spacing the node prefers next to its neighbours in a stack with default spacing.
    final var spacing: ViewSpacing { sizingRole.spacing(of: self) }

    /// The value a `layoutValue(key:value:)` gave this view for a key (identified by its type), or nil for
    /// the key's default: a container reads it of each subview.
    final func layoutValue(forKey key: ObjectIdentifier) -> Any? { sizingRole.layoutValue(of: self, forKey: key) }

    /// Where the node is drawn among its siblings, front to back (`zIndex`): higher in front, 0 by default.
    final var zIndexValue: Double { sizingRole.zIndex(of: self) }

    /// The children in the order they are drawn and hit, back to front, when that is not tree order (a child
    /// has a `zIndex`); nil by default.
    final func childrenInZOrder() -> [ViewNode]? { sizingRole.childrenInZOrder(of: self) }

    /// A child's `zIndex` changed below this node: a node ordering its children by index works the order out
    /// again and returns true; others return false, and the change is handed up while they forward traits.
    final func childZIndexChanged() -> Bool { sizingRole.childZIndexChanged(in: self) }

    // MARK: Alignment guides and baselines

    /// An explicit alignment guide this node has for its own size, or nil to use the default: none without
    /// asking when no node of the subtree defines guides of its own.
    final func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        subtreeMayDefineExplicitGuides ? alignmentRole.explicitAlignment(of: self, key, in: size) : nil
    }

    /// Whether a node of the subtree defines explicit guides that reach this node. A stack aligning its
    /// children asks each for its guide at every size; without one below, the answer is the default, read from
    /// the size alone, where asking walked the nested stacks of a grid down to the leaves at each level (a
    /// sixth of its layout). Kept until a node is made below (`init`); a node leaving keeps it true at worst.
    final var subtreeMayDefineExplicitGuides: Bool {
        if let known = knownSubtreeGuides { return known }
        // Too deep to look: the subtree may define guides (and the answer is not kept).
        guard StackGuard.hasRoom() else { return true }
        let traits = nodeKind.traits
        var answer = traits.contains(.definesExplicitGuides)
        if !answer, traits.contains(.handsOnChildGuides) {
            for child in children where child.subtreeMayDefineExplicitGuides { answer = true; break }
        }
        knownSubtreeGuides = answer
        return answer
    }

    /// The first and last text baselines within the node, from its top, if it has text (cached per size
    /// until invalidated, so that the layout pass can tell when they moved).
    final func baselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        if let cached = extras?.baselineCache[size] { return cached.value }
        guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return nil }
        let value = alignmentRole.baselines(of: self, in: size)
        ensuredExtras.baselineCache[size] = Baselines(value: value)
        return value
    }

    /// The dimensions of this node at a size, with its guides.
    final func dimensions(in size: CGSize) -> ViewDimensions {
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
    final func alignmentValue(_ key: AlignmentKey, in size: CGSize) -> CGFloat {
        if let value = guide(key, in: size) { return value }
        // A stack aligns every child at every proposal: a built-in default needs only the size, and making
        // the dimensions with this node's guides would allocate a closure each time.
        if key.defaultReadsOnlySize { return key.defaultValue(ViewDimensions(size: size) { _ in nil }) }
        return key.defaultValue(dimensions(in: size))
    }
}