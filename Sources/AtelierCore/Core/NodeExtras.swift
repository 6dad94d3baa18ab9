import Foundation

/// What few nodes keep at any one time, out of line: in every node these fields took 80 bytes that a message
/// list's 13,000 nodes almost never used. A node makes its extras when it first needs one and lets them go
/// when they are empty again.
@MainActor final class NodeExtras {
    /// The view value the node keeps (see `ViewNode.currentView`).
    @exclusivity(unchecked) var currentView: (any View)?
    /// The frame's animation in flight, and the frame it presents now.
    @exclusivity(unchecked) var frameAnimation: AnimatedValue<CGRect.AnimatableData>?
    @exclusivity(unchecked) var animatedFrame: CGRect?
    /// The answers the node gave before it was marked, to tell in the layout pass whether its size changed.
    @exclusivity(unchecked) var sizesBeforeInvalidation: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// The node's latest sizing and the proposal it was placed for, when its size cache does not hold them (it
    /// was invalidated since, or they were set from elsewhere): `ViewNode.latestSizing`, `placedProposal`.
    @exclusivity(unchecked) var latestSizingOutsideCache: ViewNode.Sizing?
    @exclusivity(unchecked) var placedProposalOutsideCache = PackedProposal.none
    /// The rect the node was last placed in, where it is not its frame (off the pixel grid): `ViewNode.placementRect`.
    @exclusivity(unchecked) var placementRectOffFrame: CGRect?
    /// The type of an `@EnvironmentObject` a body's latest installation found no object for (`BodyNode`).
    @exclusivity(unchecked) var missingEnvironmentObject: Any.Type?
    /// Baselines per size until invalidated, and those before the latest invalidation.
    @exclusivity(unchecked) var baselineCache: [CGSize: ViewNode.Baselines] = [:]
    @exclusivity(unchecked) var baselinesBeforeInvalidation: [CGSize: ViewNode.Baselines] = [:]
    /// For a node with many children: runs of consecutive children with the extent of each run.
    @exclusivity(unchecked) var hitRuns: [BoundedRuns.Run]?
    /// What the Semantics layer keeps of the node while the graph keeps a semantics tree (its elements and
    /// identity); Core keeps it without looking inside.
    @exclusivity(unchecked) var semantics: AnyObject?

    var isEmpty: Bool {
        currentView == nil && frameAnimation == nil && animatedFrame == nil && sizesBeforeInvalidation.isEmpty
            && latestSizingOutsideCache == nil && placedProposalOutsideCache.isNone
            && baselineCache.isEmpty && baselinesBeforeInvalidation.isEmpty && hitRuns == nil && semantics == nil
            && missingEnvironmentObject == nil && placementRectOffFrame == nil
    }
}
