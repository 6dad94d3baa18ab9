import Foundation

/// A kind of node whose drawing moves its subtree by a projection (offsets, geometry effects, a scroll
/// view's content): hit testing and coordinate conversion undo it. Other kinds draw in place.
@MainActor protocol ProjectingNode: ViewNode {
    /// The projection the node applies to its subtree's drawing, absolute to absolute.
    var ownRenderProjection: ProjectionTransform { get }
}

/// Runs `ProjectingNode` for a class of node; this base is what a kind that does not adopt it does.
@MainActor class ProjectionRole: NodeRole {
    class func renderProjection(of node: ViewNode) -> ProjectionTransform { ProjectionTransform() }

    static func resolve(_ nodeClass: ViewNode.Type) -> ProjectionRole.Type {
        guard let adopter = nodeClass as? any ProjectingNode.Type else { return ProjectionRole.self }
        return role(for: adopter)
    }
    private static func role<N: ProjectingNode>(for _: N.Type) -> ProjectionRole.Type { AdoptedProjectionRole<N>.self }
}

private final class AdoptedProjectionRole<N: ProjectingNode>: ProjectionRole {
    override class func renderProjection(of node: ViewNode) -> ProjectionTransform {
        unsafeDowncast(node, to: N.self).ownRenderProjection
    }
}

extension ViewNode {
    /// The projection this node applies to its subtree's drawing, absolute to absolute (identity for most
    /// nodes): hit testing undoes it, drawing applies it.
    final var renderProjection: ProjectionTransform {
        nodeKind.role(.projection, ProjectionRole.self, ProjectionRole.resolve).renderProjection(of: self)
    }
}
