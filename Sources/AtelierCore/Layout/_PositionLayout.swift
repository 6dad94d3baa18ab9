import Foundation

/// Takes the whole proposal and places its content's centre at a point in its own coordinates.
public struct _PositionLayout: ViewModifier, Equatable, PrimitiveModifier {
    /// The point, in the coordinates of the positioned view's parent space.
    public var position: CGPoint
    /// Creates the layout; non-finite coordinates are treated as 0 (with a warning).
    public init(position: CGPoint) {
        self.position = CGPoint(x: LayoutInput.finite(position.x, what: "position"),
                                y: LayoutInput.finite(position.y, what: "position"))
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { PositionNode(context: context) }
}

/// The node of `position`: proposal-filling (unspecified dimensions become 10, as for GeometryReader).
@MainActor final class PositionNode: ModifierNode<_PositionLayout> {
    override var handsOnChildGuides: Bool { false }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    override func placeChildren(in rect: CGRect) {
        guard let child else { return }
        let proposal = placementProposal
        let s = child.sizeThatFits(proposal)
        let p = modifier.position
        child.placeAligned(in: CGRect(x: rect.minX + p.x - s.width / 2, y: rect.minY + p.y - s.height / 2,
                                      width: s.width, height: s.height), proposal: proposal)
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }
    override func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? { nil }
}

extension View {
    /// Positions the centre of this view at the specified point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }

    /// Positions the centre of this view at the specified coordinates in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

extension _PositionLayout: TreeDumpDescribing {
    var treeDumpValues: String { "x: \(TreeDump.number(position.x)), y: \(TreeDump.number(position.y))" }
}
