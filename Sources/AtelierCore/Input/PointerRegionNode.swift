import Foundation

/// A node the resting pointer finds by its frame: the hover, help and pointer style modifiers. A tap passes
/// it by; the pointer's walk (`HitTesting.pointerTarget`) counts its whole frame as hit where nothing in front
/// is, so a padded button or a list row reports hover over its padding too, as SwiftUI's frame-sized hover
/// regions do, while a view drawn over it still hides it.
@MainActor class PointerRegionNode<Modifier>: ModifierNode<Modifier>, HitTestingNode, PointerRegionContributing {
    /// A region changes what the pointer reports, not what is laid out or drawn.
    override var modifierChangeAffects: Invalidation { [] }

    /// A new style, help text or action is found by the pointer at its next refresh, even if nothing moved.
    override func modifierDidChange(from previous: Modifier?) {
        if previous != nil, modifierValueChanged { graph.pointerTracker.regionsChanged() }
    }

    func contentContains(_ point: CGPoint) -> Bool {
        HitTesting.findsPointerRegions && frame.contains(point)
    }

    var ownHitExtent: CGRect { frame.hasFiniteArea ? frame : .null }

    /// What this region tells the pointer tracker (its hover actions, help text or pointer style).
    func contributeRegion(to regions: inout PointerRegions) {}
}
