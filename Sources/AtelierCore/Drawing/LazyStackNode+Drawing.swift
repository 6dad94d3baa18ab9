import Foundation

extension LazyStackNode: DrawingNode {
    /// The rows made, in order. A lazy container always keeps a drawing of its own: how many rows it has
    /// changes as it scrolls, and a node that draws only through its one child is decided once.
    func draw(into list: inout DisplayList) { drawChildren(into: &list) }
}
