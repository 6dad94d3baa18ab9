import Foundation

/// The node of a modifier that changes only what its child is proposed (fixedSize, aspectRatio): it takes
/// the child's size for the adjusted proposal and centres the child in whatever it is given.
@MainActor class CenteringProposalNode<Modifier>: ModifierNode<Modifier> {
    /// The proposal the child gets for a proposal to this node; subclasses override.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    override func placeChildren(in rect: CGRect) {
        guard let child else { return }
        let p = childProposal(placementProposal)
        let s = child.sizeThatFits(p)
        // Offsets from the edge rather than from the centre: a child as large as the rect starts exactly at its
        // edge (midX - width / 2 can miss it by a rounding error and snap to the next pixel).
        child.placeAligned(in: CGRect(x: rect.minX + (rect.width - s.width) / 2, y: rect.minY + (rect.height - s.height) / 2,
                                      width: s.width, height: s.height), proposal: p)
    }
}
