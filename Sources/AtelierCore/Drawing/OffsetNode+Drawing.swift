import Foundation

extension OffsetNode: DrawingNode {
    /// The content drawn through the presented translation.
    func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        drawChildren(into: &inner)
        guard !inner.isEmpty else { return }
        if presentedOffset == .zero { list.append(contentsOf: inner); return }
        list.append(.effect(.transform(renderTransform), inner))
    }
}
