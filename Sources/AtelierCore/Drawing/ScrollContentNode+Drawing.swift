import Foundation

extension ScrollContentNode: DrawingNode {
    /// The content drawn through the scroll translation: a scroll makes only this drawing again.
    func draw(into list: inout DisplayList) { drawChildren(through: renderTransform, into: &list) }
}
