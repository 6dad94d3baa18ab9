import Foundation

extension ScrollViewNode: HitTestingNode {
    /// The scroll view is found by a pointer anywhere in its viewport (wheel events), with content or without.
    var ownHitExtent: CGRect {
        let viewport = self.viewport
        return viewport.hasFiniteArea ? viewport : .null
    }

    /// The content is hit only within the scroll view's viewport (its bounds and the safe area they touch).
    func hitTestContent(at point: CGPoint) -> ViewNode? {
        viewport.contains(point) ? hitTestChildren(at: point) : nil
    }
}
