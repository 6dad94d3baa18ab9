import Foundation

extension ViewListNode: DrawingNode {
    /// The elements in order, leaving ones included, each faded while its default transition runs.
    func draw(into list: inout DisplayList) {
        for (node, opacity) in zOrdered(elementsToDraw(), node: { $0.node }) {
            guard let opacity else { node.render(into: &list); continue }
            var inner = DisplayList()
            node.render(into: &inner)
            guard !inner.isEmpty, opacity > 0 else { continue }
            list.append(.effect(.opacity(opacity), inner))
        }
    }
}
