import Foundation

/// The offers a stack made its children for its latest proposal, kept by its node from sizing to the guides
/// and placement that follow for the same proposal, until the node is placed or invalidated: a stack asked
/// the same children the same questions three times (size, guide, placement), each time through every
/// wrapper around them.
///
/// Each child's latest sizing, as the offers left it, is kept too and set again when the offers are reused:
/// a child's guides and placement read the proposal it was last sized for.
///
/// An object: a stack's node keeps a reference (8 bytes) where the value took 48 in every stack, and keeps it only
/// from sizing to placement.
final class StackOffersMemo {
    let proposal: ProposedViewSize
    let offers: [StackLayoutEngine.Offer]
    /// Empty when each child was last sized for its offer.
    let latestSizings: [ViewNode.Sizing?]

    init(proposal: ProposedViewSize, offers: [StackLayoutEngine.Offer], latestSizings: [ViewNode.Sizing?]) {
        self.proposal = proposal
        self.offers = offers
        self.latestSizings = latestSizings
    }
}
