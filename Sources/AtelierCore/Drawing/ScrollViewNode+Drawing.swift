import Foundation

extension ScrollViewNode: DrawingNode {
    /// The content clipped to the scroll view's viewport (its bounds and the safe area they touch), and the
    /// overlay bars above it.
    func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        drawChildren(into: &inner)
        guard !inner.isEmpty else { return }
        list.append(.effect(.clip(Path(viewport), FillStyle()), inner))
    }
}
