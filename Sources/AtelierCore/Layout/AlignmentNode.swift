import Foundation

/// A kind of node with alignment guides or text baselines of its own, or that moves its children's: text,
/// images, stacks, frames, `alignmentGuide`. A kind that does not adopt it hands on its wrapped child's
/// (`wrappedChild`); a leaf that does not adopt it has none. Whether a kind defines guides or hands its
/// children's on is a class-wide trait (`NodeKindTraits`), which Core's invalidation walks read.
@MainActor protocol AlignmentNode: ViewNode {
    /// The explicit guide of this kind for a size: its own (an `alignmentGuide`), or its children's moved
    /// to its coordinates; nil for the default.
    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat?
    /// The first and last text baselines within the node at a size, from its top (the node caches them).
    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)?
    /// Whether the explicit guides the kind caches (a container's, from its children) answer as they did
    /// before the latest invalidation; kinds that cache none keep them.
    func keepsItsGuides() -> Bool
}

// The defaults hand on the wrapped child's, as a kind that does not adopt the protocol does.
extension AlignmentNode {
    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        handedOnExplicitAlignment(key, in: size)
    }
    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? { handedOnBaselines(in: size) }
    func keepsItsGuides() -> Bool { true }
}

extension ViewNode {
    /// The wrapped child's explicit guide, or none.
    final func handedOnExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard let child = wrappedChild else { return nil }
        return StackGuard.roomOrWarn() ? child.explicitAlignment(key, in: size) : nil
    }
    /// The wrapped child's baselines, or none.
    final func handedOnBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        wrappedChild?.baselines(in: size)
    }

    /// How this node's kind answers alignment guides and baselines.
    var alignmentRole: AlignmentRole.Type {
        nodeKind.role(.alignment, AlignmentRole.self, AlignmentRole.resolve)
    }
}

/// Runs `AlignmentNode` for a class of node; this base is what a kind that does not adopt it does.
@MainActor class AlignmentRole: NodeRole {
    class func explicitAlignment(of node: ViewNode, _ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        node.handedOnExplicitAlignment(key, in: size)
    }
    class func baselines(of node: ViewNode, in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        node.handedOnBaselines(in: size)
    }
    class func keepsItsGuides(_ node: ViewNode) -> Bool { true }

    static func resolve(_ nodeClass: ViewNode.Type) -> AlignmentRole.Type {
        guard let adopter = nodeClass as? any AlignmentNode.Type else { return AlignmentRole.self }
        return role(for: adopter)
    }
    private static func role<N: AlignmentNode>(for _: N.Type) -> AlignmentRole.Type { AdoptedAlignmentRole<N>.self }
}

private final class AdoptedAlignmentRole<N: AlignmentNode>: AlignmentRole {
    override class func explicitAlignment(of node: ViewNode, _ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        unsafeDowncast(node, to: N.self).computeExplicitAlignment(key, in: size)
    }
    override class func baselines(of node: ViewNode, in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        unsafeDowncast(node, to: N.self).computeBaselines(in: size)
    }
    override class func keepsItsGuides(_ node: ViewNode) -> Bool { unsafeDowncast(node, to: N.self).keepsItsGuides() }
}
