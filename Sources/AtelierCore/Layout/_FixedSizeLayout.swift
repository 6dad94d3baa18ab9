import Foundation

/// Fixes its content at its ideal size on the chosen axes: proposes nil (unspecified) there.
public struct _FixedSizeLayout: ViewModifier, PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool
    /// Creates the layout for the given axes.
    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { FixedSizeNode(context: context) }
}

/// The node of `fixedSize`.
@MainActor final class FixedSizeNode: ModifierNode<_FixedSizeLayout> {
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: modifier.horizontal ? nil : p.width, height: modifier.vertical ? nil : p.height)
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child?.sizeThatFits(childProposal(proposal)) ?? .zero
    }
    override func placeChildren(in rect: CGRect) {
        guard let child else { return }
        // The child keeps its ideal size on the fixed axes, centred in what it was given.
        let s = child.sizeThatFits(childProposal(ProposedViewSize(rect.size)))
        child.placeAligned(in: CGRect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2,
                                      width: s.width, height: s.height))
    }
}

extension View {
    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}
