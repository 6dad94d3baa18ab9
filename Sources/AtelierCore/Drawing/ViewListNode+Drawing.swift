import Foundation

extension ViewListNode: DrawingNode {
    /// The elements in order, leaving ones included, each faded while its default transition runs.
    func draw(into list: inout DisplayList) {
        let elements = elementsToDraw()
        if zOrder.drawsInTreeOrder { return drawElements(elements, into: &list) }
        drawElements(zOrder.reorderedDrawing(elements, container: self) ?? elements, into: &list)
    }

    var drawingContainer: ViewNode? { orderedBy }
}
