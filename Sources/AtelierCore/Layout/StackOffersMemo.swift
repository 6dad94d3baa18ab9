import Foundation

/// The offers a stack made its children for its latest proposal, kept by its node from sizing to the guides
/// and placement that follow for the same proposal, until the node is placed or invalidated: a stack asked
/// the same children the same questions three times (size, guide, placement), each time through every
/// wrapper around them.
///
/// Each child's latest sizing, as the offers left it, is kept too and set again when the offers are reused:
/// a child's guides and placement read the proposal it was last sized for.
///
/// The proposal packed: a stack's node keeps the memo in 32 bytes (48 with an optional proposal's tags), without
/// a separate allocation at each sizing.
struct StackOffersMemo {
    private let packedProposal: PackedProposal
    var proposal: ProposedViewSize { packedProposal.proposal ?? .unspecified }
    let offers: [StackLayoutEngine.Offer]
    /// Empty when each child was last sized for its offer.
    let latestSizings: [ViewNode.Sizing?]

    init(proposal: ProposedViewSize, offers: [StackLayoutEngine.Offer], latestSizings: [ViewNode.Sizing?]) {
        packedProposal = PackedProposal(proposal)
        self.offers = offers
        self.latestSizings = latestSizings
    }
}
