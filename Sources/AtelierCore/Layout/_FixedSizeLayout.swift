import Foundation

/// Fixes its content at its ideal size on the chosen axes: proposes nil (unspecified) there.
public struct _FixedSizeLayout: ViewModifier, Equatable, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let horizontal: Bool
    let vertical: Bool
    /// Creates the layout for the given axes.
    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { UnaryLayoutNode<Self>(context: context) }
}

/// The child at its ideal size on the fixed axes, centred in whatever the layout is given.
extension _FixedSizeLayout: UnaryLayout {
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryLayoutChild) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    func placement(of child: UnaryLayoutChild, in rect: CGRect,
                   proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        child.placement(centredIn: rect, proposal: childProposal(proposal))
    }
}

nonisolated extension View {
    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}

extension _FixedSizeLayout: TreeDumpDescribing {
    var treeDumpValues: String { "horizontal: \(horizontal), vertical: \(vertical)" }
}
