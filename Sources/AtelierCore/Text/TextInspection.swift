import Foundation

extension ViewGraph {
    /// Every Text on screen, in tree order, with the string it displays (after `textCase` and
    /// truncation) and its absolute frame, with the render transforms of its ancestors (offset,
    /// scale, rotation...) applied. Texts under `hidden()` or a zero `opacity`, and texts kept out of view
    /// for their state only (a tab not selected, a navigation level a finished push covers), are not on
    /// screen and are left out. Lays the tree out first if needed.
    @_spi(Backend) public func textItems() -> [(string: String, frame: CGRect)] {
        flush(through: .layout)
        var result: [(string: String, frame: CGRect)] = []
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            if node.hidesSubtree || node.excludesSubtree { continue }
            if let text = node as? any TextDisplaying, text.isAttached {
                result.append((text.displayedString, text.renderedFrame()))
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
