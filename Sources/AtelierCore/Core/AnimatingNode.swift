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
    class func ownAnimationsInFlight(of node: ViewNode) -> Bool { false }
    class func animatesWithoutEnd(_ node: ViewNode) -> Bool { false }

    static func resolve(_ nodeClass: ViewNode.Type) -> AnimatingRole.Type {
        guard let adopter = nodeClass as? any AnimatingNode.Type else { return AnimatingRole.self }
        return role(for: adopter)
    }
    private static func role<N: AnimatingNode>(for _: N.Type) -> AnimatingRole.Type { AdoptedAnimatingRole<N>.self }
}

private final class AdoptedAnimatingRole<N: AnimatingNode>: AnimatingRole {
    override class func ownAnimationsInFlight(of node: ViewNode) -> Bool { unsafeDowncast(node, to: N.self).ownAnimationsInFlight }
    override class func animatesWithoutEnd(_ node: ViewNode) -> Bool { unsafeDowncast(node, to: N.self).animatesWithoutEnd }
}

extension ViewNode {
    /// How this node's kind animates values of its own.
    var animatingRole: AnimatingRole.Type {
        nodeKind.role(.animation, AnimatingRole.self, AnimatingRole.resolve)
    }
}
