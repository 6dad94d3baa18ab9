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
            && baselineCache.isEmpty && baselinesBeforeInvalidation.isEmpty && hitRuns == nil && semantics == nil
    }
}
