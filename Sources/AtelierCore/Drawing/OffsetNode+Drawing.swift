import Foundation

extension OffsetNode: DrawingNode {
    /// The content drawn through the presented translation.
    func draw(into list: inout DisplayList) { drawChildren(through: renderTransform, into: &list) }
}

extension OffsetNode: ProjectingNode {
    /// The presented translation: hit testing and coordinate conversion undo it.
    var ownRenderProjection: ProjectionTransform { ProjectionTransform(renderTransform) }
}
