import Foundation

/// Fixes its content at its ideal size on the chosen axes: proposes nil (unspecified) there.
public struct _FixedSizeLayout: ViewModifier, Equatable, PrimitiveModifier {
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
@MainActor final class FixedSizeNode: CenteringProposalNode<_FixedSizeLayout> {
    override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: modifier.horizontal ? nil : p.width, height: modifier.vertical ? nil : p.height)
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

extension _FixedSizeLayout: TreeDumpDescribing {
    var treeDumpValues: String { "horizontal: \(horizontal), vertical: \(vertical)" }
}
