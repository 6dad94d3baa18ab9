import Foundation

extension CanvasNode: HitTestingNode {
    /// Hit anywhere in its frame; its symbols are drawings, never hit themselves.
    func hitTestContent(at point: CGPoint) -> ViewNode? { contentContains(point) ? self : nil }
    func contentContains(_ point: CGPoint) -> Bool { frame.hasFiniteArea && frame.contains(point) }
    var ownHitExtent: CGRect { frame.hasFiniteArea ? frame : .null }
}
