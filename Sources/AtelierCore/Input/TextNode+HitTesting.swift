import Foundation

extension TextNode: HitTestingNode {
    /// Hit anywhere in its frame.
    func contentContains(_ point: CGPoint) -> Bool { frame.hasFiniteArea && frame.contains(point) }
    var ownHitExtent: CGRect { frame.hasFiniteArea ? frame : .null }
}
