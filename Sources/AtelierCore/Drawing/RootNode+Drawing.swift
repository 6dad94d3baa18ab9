import Foundation

// The root keeps a drawing of its own: its children change in number (the presented views come and go
// after the first frame), and a node that handed its one child's drawing on would never draw a second.
extension RootNode: DrawingNode {
    /// The content, then the presented views over it.
    func draw(into list: inout DisplayList) { drawChildren(into: &list) }
}
