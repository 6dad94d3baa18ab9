import Foundation

/// A kind of node that can be hit itself, or that hit-tests its subtree its own way: shapes, text, images,
/// a scroll view's clip, a content shape, `allowsHitTesting`. A kind that does not adopt it is hit only
/// through its children, front to back.
@MainActor protocol HitTestingNode: ViewNode {
    /// Whether the node itself draws something visible at an absolute point.
    func contentContains(_ point: CGPoint) -> Bool
    /// The frontmost node of this subtree hit at `point`, in the subtree's own coordinates (the node's render
    /// projection already undone).
    func hitTestContent(at point: CGPoint) -> ViewNode?
    /// Where the node itself can be hit, absolute (render projection not applied): a rectangle around
    /// everything `contentContains` answers yes for.
    var ownHitExtent: CGRect { get }
    /// Whether the subtree takes part in hit testing (`allowsHitTesting(false)` says no).
    var allowsHitTesting: Bool { get }
}

extension HitTestingNode {
    func contentContains(_ point: CGPoint) -> Bool { false }
    func hitTestContent(at point: CGPoint) -> ViewNode? { hitTestChildren(at: point) }
    var ownHitExtent: CGRect { .null }
    var allowsHitTesting: Bool { true }
}

/// Runs `HitTestingNode` for a class of node; this base is what a kind that does not adopt it does.
@MainActor class HitTestingRole: NodeRole {
    class func contentContains(_ node: ViewNode, _ point: CGPoint) -> Bool { false }
    class func hitTestContent(of node: ViewNode, at point: CGPoint) -> ViewNode? { node.hitTestChildren(at: point) }
    class func ownHitExtent(of node: ViewNode) -> CGRect { .null }
    class func allowsHitTesting(_ node: ViewNode) -> Bool { true }

    static func resolve(_ nodeClass: ViewNode.Type) -> HitTestingRole.Type {
        guard let adopter = nodeClass as? any HitTestingNode.Type else { return HitTestingRole.self }
        return role(for: adopter)
    }
    private static func role<N: HitTestingNode>(for _: N.Type) -> HitTestingRole.Type { AdoptedHitTestingRole<N>.self }
}

private final class AdoptedHitTestingRole<N: HitTestingNode>: HitTestingRole {
    override class func contentContains(_ node: ViewNode, _ point: CGPoint) -> Bool {
        unsafeDowncast(node, to: N.self).contentContains(point)
    }
    override class func hitTestContent(of node: ViewNode, at point: CGPoint) -> ViewNode? {
        unsafeDowncast(node, to: N.self).hitTestContent(at: point)
    }
    override class func ownHitExtent(of node: ViewNode) -> CGRect { unsafeDowncast(node, to: N.self).ownHitExtent }
    override class func allowsHitTesting(_ node: ViewNode) -> Bool { unsafeDowncast(node, to: N.self).allowsHitTesting }
}
