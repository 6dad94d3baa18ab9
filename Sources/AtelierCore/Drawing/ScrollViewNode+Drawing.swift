import Foundation

extension ScrollViewNode: DrawingNode {
    /// The content clipped to the scroll view's bounds, and the overlay bars above it.
    func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        drawChildren(into: &inner)
        guard !inner.isEmpty else { return }
        list.append(.effect(.clip(Path(frame), FillStyle()), inner))
    }
}
