import Foundation

extension ScrollContentNode: DrawingNode {
    /// The content drawn through the scroll translation: a scroll makes only this drawing again.
    func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        drawChildren(into: &inner)
        guard !inner.isEmpty else { return }
        if offset == .zero { list.append(contentsOf: inner); return }
        list.append(.effect(.transform(renderTransform), inner))
    }
}
