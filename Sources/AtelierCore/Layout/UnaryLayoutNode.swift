import Foundation

/// The node of every single-child layout modifier: each layout hook asks the modifier's value (a `UnaryLayout`)
/// with its child, so that what a kind does is a function of its value rather than a node class of its own.
@MainActor final class UnaryLayoutNode<L: UnaryLayout>: ModifierNode<L> {
    /// The child as the value asks it.
    private var layoutChild: UnaryLayoutChild { UnaryLayoutChild(node: child, layout: self) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        modifier.sizeThatFits(proposal, child: layoutChild)
    }

    override func placeChildren(in rect: CGRect) {
        guard let child else { return }
        let placement = modifier.placement(of: layoutChild, in: rect, proposal: placementProposal)
        child.placeAligned(in: placement.rect, proposal: placement.proposal)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard child != nil else { return nil }
        return modifier.explicitAlignment(key, in: size, child: layoutChild)
    }

    override func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        guard child != nil else { return nil }
        return modifier.baselines(in: size, child: layoutChild)
    }

    override var spacing: ViewSpacing { modifier.spacing ?? super.spacing }
    override var layoutPriority: Double { modifier.layoutPriority ?? super.layoutPriority }
    override var handsOnChildGuides: Bool { L.handsOnChildGuides }

    override func changeAffects(replacing previous: L) -> Invalidation {
        modifier.invalidation(from: previous)
    }
}
