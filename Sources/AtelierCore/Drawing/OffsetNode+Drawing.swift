import Foundation

extension OffsetNode: DrawingNode {
    /// The content drawn through the presented translation.
    func draw(into list: inout DisplayList) { drawChildren(through: renderTransform, into: &list) }
}
