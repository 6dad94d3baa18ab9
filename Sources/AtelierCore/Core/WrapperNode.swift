import Foundation

/// A node with at most one child that it stands for: a body, a modifier, the root. Its size, placement,
/// layout traits and guides are its child's (`wrappedChild`) unless its kind adopts a phase's protocol to
/// change them.
@MainActor class WrapperNode: ViewNode, NodeKindDescribing {
    @exclusivity(unchecked) var child: ViewNode?

    // No closure (`child.map { [$0] }`): one made here is the main actor's, and Optional.map calling it checks
    // the executor each time, a thousand times a frame on a pushed screen.
    override var children: [ViewNode] {
        guard let child else { return [] }
        return [child]
    }
    deinit { TeardownQueue.release(&child) }
    override var forwardsLayoutTraits: Bool { true }
    /// A wrapper answers its child's explicit guides as its own; kinds that define guides add to it.
    class var kindTraits: NodeKindTraits { .handsOnChildGuides }
}
