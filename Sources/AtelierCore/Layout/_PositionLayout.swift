import Foundation

/// Takes the whole proposal and places its content's centre at a point in its own coordinates.
public struct _PositionLayout: ViewModifier, Equatable, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The point, in the coordinates of the positioned view's parent space.
    public var position: CGPoint
    /// Creates the layout; non-finite coordinates are treated as 0 (with a warning).
    public init(position: CGPoint) {
        self.position = CGPoint(x: LayoutInput.finite(position.x, what: "position"),
                                y: LayoutInput.finite(position.y, what: "position"))
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { UnaryLayoutNode<Self>(context: context) }
}

/// Proposal-filling (unspecified dimensions become 10, as for GeometryReader); its guides are not its child's.
extension _PositionLayout: UnaryLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryLayoutChild) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placement(of child: UnaryLayoutChild, in rect: CGRect,
                   proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let s = child.sizeThatFits(proposal)
        return (CGRect(x: rect.minX + position.x - s.width / 2, y: rect.minY + position.y - s.height / 2,
                       width: s.width, height: s.height), proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, in size: CGSize, child: UnaryLayoutChild) -> CGFloat? { nil }
    func baselines(in size: CGSize, child: UnaryLayoutChild) -> (first: CGFloat, last: CGFloat)? { nil }
    static var handsOnChildGuides: Bool { false }
}

nonisolated extension View {
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
