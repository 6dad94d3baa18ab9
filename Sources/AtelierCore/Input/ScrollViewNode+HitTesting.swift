import Foundation

extension ScrollViewNode: HitTestingNode {
    /// The scroll view is found by a pointer anywhere in its bounds (wheel events), with content or without.
    var ownHitExtent: CGRect { frame.hasFiniteArea ? frame : .null }

    /// The content is hit only within the scroll view's bounds.
    func hitTestContent(at point: CGPoint) -> ViewNode? {
        frame.contains(point) ? hitTestChildren(at: point) : nil
    }
}
