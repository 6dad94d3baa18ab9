import Foundation

/// A node with at most one child that it stands for in layout: a body, a modifier, the root. Its size,
/// placement and layout traits are its child's unless a kind of wrapper changes them.
@MainActor class WrapperNode: ViewNode {
    var child: ViewNode?

    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override var forwardsLayoutTraits: Bool { true }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child?.sizeThatFits(proposal) ?? .zero }
    override func placeChildren(in rect: CGRect) { child?.place(in: rect) }
    override var layoutPriority: Double { child?.layoutPriority ?? 0 }
    override var spacerMinLength: CGFloat?? { child?.spacerMinLength ?? nil }
    override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        child?.explicitAlignment(key, in: size)
    }
    override func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? { child?.baselines(in: size) }
}
