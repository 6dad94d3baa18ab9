import Foundation

/// A node with at most one child that it stands for in layout: a body, a modifier, the root. Its size,
/// placement and layout traits are its child's unless a kind of wrapper changes them.
@MainActor class WrapperNode: ViewNode {
    override var handsOnChildGuides: Bool { true }
    @exclusivity(unchecked) var child: ViewNode?

    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    deinit { TeardownQueue.release(&child) }
    override var forwardsLayoutTraits: Bool { true }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child?.sizeThatFits(proposal) ?? .zero }
    override func placeChildren(in rect: CGRect) { child?.place(in: rect, proposal: placedProposal) }
    // Traits are asked down the chain of wrappers: past the stack's depth a deep chain answers "none".
    override var layoutPriority: Double { StackGuard.roomOrWarn() ? child?.layoutPriority ?? 0 : 0 }
    override var spacerMinLength: CGFloat?? { StackGuard.roomOrWarn() ? child?.spacerMinLength ?? nil : nil }
    override var spacing: ViewSpacing { StackGuard.roomOrWarn() ? child?.spacing ?? ViewSpacing() : ViewSpacing() }
    override func layoutValue(forKey key: ObjectIdentifier) -> Any? {
        StackGuard.roomOrWarn() ? child?.layoutValue(forKey: key) : nil
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        StackGuard.roomOrWarn() ? child?.explicitAlignment(key, in: size) : nil
    }
    override func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? { child?.baselines(in: size) }
}
