import Foundation

/// Places its content in a frame of a fixed width and/or height; a nil dimension follows the content.
public struct _FrameLayout: ViewModifier, Equatable, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The fixed width, or nil.
    public let width: CGFloat?
    /// The fixed height, or nil.
    public let height: CGFloat?
    /// How the content is aligned in the frame.
    public let alignment: Alignment

    /// Creates a fixed frame. NaN dimensions are ignored and negative ones become 0, with a warning; an
    /// infinite one makes the frame as long as proposed, with a warning.
    public init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = LayoutInput.frameDimension(width)
        self.height = LayoutInput.frameDimension(height)
        self.alignment = alignment
        Self.warnIfInfinite(self.width, "width")
        Self.warnIfInfinite(self.height, "height")
    }

    private static func warnIfInfinite(_ v: CGFloat?, _ axis: String) {
        guard v?.isInfinite == true else { return }
        Diagnostics.warn("Invalid frame dimension (negative or non-finite). (an infinite \(axis) is treated as maxWidth/maxHeight: .infinity)",
                         key: "frame-infinite-\(axis)")
    }

    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { UnaryLayoutNode<Self>(context: context) }
}

/// An infinite dimension fixes nothing: the frame is as long as proposed on that axis instead (a flexible
/// maximum), as in SwiftUI.
extension _FrameLayout: UnaryLayout {
    /// A dimension the frame fixes: a finite one.
    private static func fixed(_ v: CGFloat?) -> CGFloat? { v?.isInfinite == true ? nil : v }

    /// The fixed lengths replace the proposal's.
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.fixed(width) ?? p.width, height: Self.fixed(height) ?? p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryLayoutChild) -> CGSize {
        let s = child.sizeThatFits(childProposal(proposal))
        func length(_ v: CGFloat?, _ c: CGFloat, _ q: CGFloat?) -> CGFloat {
            guard let v else { return c }
            return v.isInfinite ? Swift.max(c, q ?? c) : v
        }
        return CGSize(width: length(width, s.width, proposal.width), height: length(height, s.height, proposal.height))
    }

    func placement(of child: UnaryLayoutChild, in rect: CGRect,
                   proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let p = childProposal(proposal)
        return (child.rect(ofSize: child.sizeThatFits(p), alignedIn: rect, by: alignment), p)
    }

    /// The child's guides and baselines, moved to where the child sits in the frame.
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize, child: UnaryLayoutChild) -> CGFloat? {
        child.guide(key, alignedIn: size, by: alignment, proposal: childProposal(child.layoutProposal(producing: size)))
    }
    func baselines(in size: CGSize, child: UnaryLayoutChild) -> (first: CGFloat, last: CGFloat)? {
        child.baselines(alignedIn: size, by: alignment, proposal: childProposal(child.layoutProposal(producing: size)))
    }
}

nonisolated extension View {
    /// Positions this view within an invisible frame with the specified size; a nil dimension keeps
    /// the view's own sizing on that axis.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
}

extension _FrameLayout: TreeDumpDescribing {
    var treeDumpValues: String {
        "width: \(TreeDump.number(width)), height: \(TreeDump.number(height)), alignment: \(TreeDump.name(alignment))"
    }
}
