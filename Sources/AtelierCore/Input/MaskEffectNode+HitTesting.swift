import Foundation

extension MaskEffectNode: HitTestingNode {
    /// Only the content is hit: the mask shapes what shows; it is not a view of its own.
    func hitTestContent(at point: CGPoint) -> ViewNode? { child?.hitTest(point) }
}
