import Foundation

/// The node of every single-child layout modifier: each layout hook asks the modifier's value (a `UnaryLayout`)
/// with its child, so that what a kind does is a function of its value rather than a node class of its own.
@MainActor final class UnaryLayoutNode<L: UnaryLayout>: ModifierNode<L>, AlignmentNode, SizingNode {
    /// The child as the value asks it.
    var layoutChild: UnaryLayoutChild { UnaryLayoutChild(node: child, layout: self) }

    // Each hook goes through the kind's witness table, where it is compiled for the kind (see `UnaryLayout`).
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { L.size(of: self, for: proposal) }
    func placeChildren(in rect: CGRect) { L.placeChild(of: self, in: rect) }
    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        L.explicitAlignment(key, of: self, in: size)
    }
    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? { L.baselines(of: self, in: size) }
    var ownSpacing: ViewSpacing { L.spacing(of: self) ?? handedOnSpacing }
    var ownLayoutPriority: Double { L.layoutPriority(of: self) ?? handedOnLayoutPriority }
    override class var kindTraits: NodeKindTraits { L.handsOnChildGuides ? .handsOnChildGuides : [] }

    override func changeAffects(replacing previous: L) -> Invalidation {
        modifier.invalidation(from: previous)
    }
}
