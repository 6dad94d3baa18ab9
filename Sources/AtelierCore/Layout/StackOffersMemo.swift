import Foundation

/// The offers a stack made its children for its latest proposal, kept by its node from sizing to the guides
/// and placement that follow for the same proposal, until the node is placed or invalidated: a stack asked
/// the same children the same questions three times (size, guide, placement), each time through every
/// wrapper around them.
///
/// When each child was last sized for its offer, as a rule, the children's latest sizings are the offers and
/// the memo keeps the proposal alone; else it keeps the offers and each child's latest sizing, set again when
/// the offers are reused: a child's guides and placement read the proposal it was last sized for.
///
/// The proposal packed, and the offers kept out of line (most memos keep none): a stack's node keeps the memo in 24
/// bytes, without a separate allocation at each sizing.
struct StackOffersMemo {
    private let packedProposal: PackedProposal
    var proposal: ProposedViewSize { packedProposal.proposal ?? .unspecified }
    /// The offers and each child's latest sizing after them, when the children do not keep the offers.
    private let kept: Kept?
    final class Kept {
        let offers: [StackLayoutEngine.Offer]
        let latestSizings: [ViewNode.Sizing?]
        init(offers: [StackLayoutEngine.Offer], latestSizings: [ViewNode.Sizing?]) {
            self.offers = offers
            self.latestSizings = latestSizings
        }
    }
    /// Empty when the children keep the offers.
    var offers: [StackLayoutEngine.Offer] {
        guard let kept else { return [] }
        return kept.offers
    }
    /// Each child's latest sizing after the offers; empty when the children keep the offers.
    var latestSizings: [ViewNode.Sizing?] {
        guard let kept else { return [] }
        return kept.latestSizings
    }
    /// Whether each child's latest sizing is its offer, so that the memo keeps no offers of its own.
    var childrenKeepTheOffers: Bool { kept == nil }

    init(proposal: ProposedViewSize, offers: [StackLayoutEngine.Offer], latestSizings: [ViewNode.Sizing?]) {
        packedProposal = PackedProposal(proposal)
        kept = Kept(offers: offers, latestSizings: latestSizings)
    }

    /// A memo for a proposal whose offers are the children's latest sizings.
    init(childrenKeepTheOffersFor proposal: ProposedViewSize) {
        packedProposal = PackedProposal(proposal)
        kept = nil
    }
}
