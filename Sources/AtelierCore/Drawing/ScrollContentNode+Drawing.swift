import Foundation

extension ScrollContentNode: DrawingNode {
    /// The content drawn through the scroll translation: a scroll makes only this drawing again.
    func draw(into list: inout DisplayList) { drawChildren(through: renderTransform, into: &list) }
}

extension ScrollContentNode: ProjectingNode {
    /// The scroll translation: hit testing and coordinate conversion undo it.
    var ownRenderProjection: ProjectionTransform { ProjectionTransform(renderTransform) }
}
