import Foundation

/// A kind of node with animated values of its own beside its frame (an effect's amount, a shape's path,
/// a list's fading elements): the graph keeps sampling it while they move.
@MainActor protocol AnimatingNode: ViewNode {
    /// Whether the kind's own animated values are still moving at the graph's time.
    var ownAnimationsInFlight: Bool { get }
    /// Whether the animation has no end (a spinner): the node stays among the graph's animating nodes until
    /// it leaves the tree.
    var animatesWithoutEnd: Bool { get }
}

extension AnimatingNode {
    var animatesWithoutEnd: Bool { false }
}

/// Runs `AnimatingNode` for a class of node; this base is the answer of kinds that do not adopt it.
@MainActor class AnimatingRole: NodeRole {
    func ownAnimationsInFlight(of node: ViewNode) -> Bool { false }
    func animatesWithoutEnd(_ node: ViewNode) -> Bool { false }

    static func resolve(_ nodeClass: ViewNode.Type) -> NodeRole {
        guard let adopter = nodeClass as? any AnimatingNode.Type else { return AnimatingRole() }
        return role(for: adopter)
    }
    private static func role<N: AnimatingNode>(for _: N.Type) -> NodeRole { AdoptedAnimatingRole<N>() }
}

private final class AdoptedAnimatingRole<N: AnimatingNode>: AnimatingRole {
    override func ownAnimationsInFlight(of node: ViewNode) -> Bool { unsafeDowncast(node, to: N.self).ownAnimationsInFlight }
    override func animatesWithoutEnd(_ node: ViewNode) -> Bool { unsafeDowncast(node, to: N.self).animatesWithoutEnd }
}

extension ViewNode {
    /// How this node's kind animates values of its own.
    var animatingRole: AnimatingRole {
        unsafeDowncast(nodeKind.role(.animation, AnimatingRole.resolve), to: AnimatingRole.self)
    }
}
