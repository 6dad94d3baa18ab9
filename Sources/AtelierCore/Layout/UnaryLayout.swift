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
