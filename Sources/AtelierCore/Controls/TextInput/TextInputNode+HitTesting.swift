import Foundation

extension TextInputNode: HitTestingNode {
    /// The whole field takes clicks, its empty part too.
    var ownHitExtent: CGRect { frame.hasFiniteArea ? frame : .null }
    func contentContains(_ point: CGPoint) -> Bool { frame.contains(point) }
}
