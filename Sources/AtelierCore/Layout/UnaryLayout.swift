import Foundation

/// A layout of one child as a value (a frame, a padding, an aspect ratio...): it sizes itself for a proposal by
/// asking its child, and says where in its rect the child goes. `UnaryLayoutNode` runs every kind of it.
///
/// The optional parts default to a layout that stands for its child: the child's guides, baselines, spacing and
/// priority, handed on as they are.
@MainActor protocol UnaryLayout {
    /// The layout's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryLayoutChild) -> CGSize

    /// Where the child goes, and for which proposal, when the layout is placed in `rect` for `proposal`.
    func placement(of child: UnaryLayoutChild, in rect: CGRect,
                   proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize)

    /// The layout's explicit guide for `key` at `size`, in its own coordinates; nil for the guide's default.
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize, child: UnaryLayoutChild) -> CGFloat?

    /// The first and last text baselines at `size`, from the layout's top, when its child has text.
    func baselines(in size: CGSize, child: UnaryLayoutChild) -> (first: CGFloat, last: CGFloat)?

    /// The spacing the layout prefers next to its neighbours in a stack; nil for its child's.
    var spacing: ViewSpacing? { get }

    /// The layout's priority among its siblings; nil for its child's.
    var layoutPriority: Double? { get }

    /// Whether the layout answers its child's explicit guides as its own: a container looking for guides in a
    /// subtree does not look past a layout that does not.
    static var handsOnChildGuides: Bool { get }

    /// What this value changes, replacing `old` (a value that differs from it).
    func invalidation(from old: Self) -> ViewNode.Invalidation

    // The node's layout hooks, for a kind: implemented once, below, never by a kind. The node's own code is
    // generic and not specialised (a generic class's overrides never are): calling the value's functions there
    // copied the value through its type's witnesses and looked up its optional's type at each call, 2% of the
    // layout grid's build. Called through the kind's witness table instead, each is compiled for the kind.

    /// The node's size for `proposal`.
    static func size(of node: UnaryLayoutNode<Self>, for proposal: ProposedViewSize) -> CGSize
    /// Places the node's child in `rect`, the node's placement rect.
    static func placeChild(of node: UnaryLayoutNode<Self>, in rect: CGRect)
    /// The node's explicit guide for `key` at `size`.
    static func explicitAlignment(_ key: AlignmentKey, of node: UnaryLayoutNode<Self>, in size: CGSize) -> CGFloat?
    /// The node's text baselines at `size`.
    static func baselines(of node: UnaryLayoutNode<Self>, in size: CGSize) -> (first: CGFloat, last: CGFloat)?
    /// The node's own spacing, or nil for its child's.
    static func spacing(of node: UnaryLayoutNode<Self>) -> ViewSpacing?
    /// The node's own priority, or nil for its child's.
    static func layoutPriority(of node: UnaryLayoutNode<Self>) -> Double?
}

extension UnaryLayout {
    /// The child's guide, where the child is.
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize, child: UnaryLayoutChild) -> CGFloat? {
        // Guides are asked down the chain of wrappers: past the stack's depth a deep chain answers "none".
        StackGuard.roomOrWarn() ? child.explicitAlignment(key, in: size) : nil
    }

    /// The child's baselines, where the child is.
    func baselines(in size: CGSize, child: UnaryLayoutChild) -> (first: CGFloat, last: CGFloat)? {
        child.baselines(in: size)
    }

    /// The child's spacing.
    var spacing: ViewSpacing? { nil }

    /// The child's priority.
    var layoutPriority: Double? { nil }

    /// The child's guides are handed on.
    static var handsOnChildGuides: Bool { true }

    /// A new value may change the layout's size and where it puts its child.
    func invalidation(from old: Self) -> ViewNode.Invalidation { .layout }
}

extension UnaryLayout {
    static func size(of node: UnaryLayoutNode<Self>, for proposal: ProposedViewSize) -> CGSize {
        node.modifier.sizeThatFits(proposal, child: node.layoutChild)
    }

    static func placeChild(of node: UnaryLayoutNode<Self>, in rect: CGRect) {
        guard let child = node.child else { return }
        let placement = node.modifier.placement(of: node.layoutChild, in: rect, proposal: node.placementProposal)
        child.placeAligned(in: placement.rect, proposal: placement.proposal)
    }

    static func explicitAlignment(_ key: AlignmentKey, of node: UnaryLayoutNode<Self>, in size: CGSize) -> CGFloat? {
        guard node.child != nil else { return nil }
        return node.modifier.explicitAlignment(key, in: size, child: node.layoutChild)
    }

    static func baselines(of node: UnaryLayoutNode<Self>, in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        guard node.child != nil else { return nil }
        return node.modifier.baselines(in: size, child: node.layoutChild)
    }

    static func spacing(of node: UnaryLayoutNode<Self>) -> ViewSpacing? { node.modifier.spacing }

    static func layoutPriority(of node: UnaryLayoutNode<Self>) -> Double? { node.modifier.layoutPriority }
}
