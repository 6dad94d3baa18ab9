import Foundation

/// The child of a single-child layout as the layout asks it: its sizes, guides and baselines, answered through
/// the child's caches; and the proposal the layout itself took a size for, to lay the child out as it was then.
/// A struct of two unowned references: making one per question costs nothing.
@MainActor struct UnaryLayoutChild {
    /// The child's node; none before the layout's first update, when the child is answered as empty.
    private unowned(unsafe) let node: ViewNode?
    /// The layout's own node.
    private unowned(unsafe) let layout: ViewNode

    init(node: ViewNode?, layout: ViewNode) {
        self.node = node
        self.layout = layout
    }

    /// The child's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node?.sizeThatFits(proposal) ?? .zero }

    /// The child's explicit guide for `key` at `size`, in its own coordinates.
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { node?.explicitAlignment(key, in: size) }

    /// The child's value of a guide at `size`: its own, or the guide's default.
    func alignmentValue(_ key: AlignmentKey, in size: CGSize) -> CGFloat {
        node?.alignmentValue(key, in: size) ?? key.defaultValue(ViewDimensions(size: size) { _ in nil })
    }

    /// The child's first and last text baselines at `size`.
    func baselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? { node?.baselines(in: size) }

    /// The proposal that gave the layout `size` (its parent's offer): the child is asked again for what the
    /// layout made of that offer, so that it answers from the layout of itself it was placed with.
    func layoutProposal(producing size: CGSize) -> ProposedViewSize { layout.proposal(producing: size) }

    /// How far the layout placed in `rect` may reach into the safe area on `edges` (see
    /// `ViewNode.safeAreaInsets(of:regions:edges:)`).
    func safeAreaInsets(of rect: CGRect, regions: SafeAreaRegions, edges: Edge.Set) -> EdgeInsets {
        layout.safeAreaInsets(of: rect, regions: regions, edges: edges)
    }
}

extension UnaryLayoutChild {
    /// The child, of `size`, aligned in `rect` by the alignment guides of both.
    func rect(ofSize size: CGSize, alignedIn rect: CGRect, by alignment: Alignment) -> CGRect {
        let outer = ViewDimensions(size: rect.size) { _ in nil }
        let h = alignment.horizontal.key, v = alignment.vertical.key
        let ox = outer.value(h), oy = outer.value(v)
        let cx = alignmentValue(h, in: size), cy = alignmentValue(v, in: size)
        // The guides' difference first: equal guides (a child as large as the frame) put it exactly at the edge.
        return CGRect(x: rect.minX + (ox - cx), y: rect.minY + (oy - cy), width: size.width, height: size.height)
    }

    /// The child's explicit guide, moved to where the child sits aligned in a frame of `size` that offers it
    /// `proposal` (the offer that gave the frame this size, not the size itself: a child sized for another offer
    /// would report the guides of another layout of itself).
    func guide(_ key: AlignmentKey, alignedIn size: CGSize, by alignment: Alignment,
               proposal: ProposedViewSize) -> CGFloat? {
        let s = sizeThatFits(proposal)
        // The child's guide first: most views define none, and then where the child sits is not asked (that
        // walks the child's subtree again for each axis, at each level of nested frames: 3^depth walks).
        guard let value = explicitAlignment(key, in: s) else { return nil }
        let r = rect(ofSize: s, alignedIn: CGRect(origin: .zero, size: size), by: alignment)
        return value + (key.isHorizontal ? r.minX : r.minY)
    }

    /// The child's text baselines, moved to where the child sits aligned in a frame of `size` that offers it
    /// `proposal`.
    func baselines(alignedIn size: CGSize, by alignment: Alignment,
                   proposal: ProposedViewSize) -> (first: CGFloat, last: CGFloat)? {
        let s = sizeThatFits(proposal)
        let r = rect(ofSize: s, alignedIn: CGRect(origin: .zero, size: size), by: alignment)
        return baselines(in: s).map { ($0.first + r.minY, $0.last + r.minY) }
    }

    /// The child sized for `proposal` and centred in `rect`.
    func placement(centredIn rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let s = sizeThatFits(proposal)
        // Offsets from the edge rather than from the centre: a child as large as the rect starts exactly at its
        // edge (midX - width / 2 can miss it by a rounding error and snap to the next pixel).
        return (CGRect(x: rect.minX + (rect.width - s.width) / 2, y: rect.minY + (rect.height - s.height) / 2,
                       width: s.width, height: s.height), proposal)
    }
}
