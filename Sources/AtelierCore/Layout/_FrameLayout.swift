import Foundation

/// Places its content in a frame of a fixed width and/or height; a nil dimension follows the content.
public struct _FrameLayout: ViewModifier, Equatable, PrimitiveModifier {
    /// The fixed width, or nil.
    public let width: CGFloat?
    /// The fixed height, or nil.
    public let height: CGFloat?
    /// How the content is aligned in the frame.
    public let alignment: Alignment

    /// Creates a fixed frame. NaN dimensions are ignored and negative ones become 0, with a warning.
    public init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = LayoutInput.frameDimension(width)
        self.height = LayoutInput.frameDimension(height)
        self.alignment = alignment
    }

    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { FrameNode(context: context) }
}

/// Aligns a child of `size` inside `rect` by the alignment guides of both.
@MainActor func alignedRect(of child: ViewNode, size: CGSize, in rect: CGRect, alignment: Alignment,
                            frameGuides: ViewNode? = nil) -> CGRect {
    let outer = ViewDimensions(size: rect.size) { _ in nil }
    let h = alignment.horizontal.key, v = alignment.vertical.key
    let ox = frameGuides?.explicitAlignment(h, in: rect.size) ?? outer.value(h)
    let oy = frameGuides?.explicitAlignment(v, in: rect.size) ?? outer.value(v)
    let cx = child.alignmentValue(h, in: size), cy = child.alignmentValue(v, in: size)
    // The guides' difference first: equal guides (a child as large as the frame) put it exactly at the edge.
    return CGRect(x: rect.minX + (ox - cx), y: rect.minY + (oy - cy), width: size.width, height: size.height)
}

/// The node of a fixed frame.
@MainActor final class FrameNode: ModifierNode<_FrameLayout> {
    /// The frame's dimensions, an infinite one turned into "as wide as proposed" (a flexible maximum).
    private var width: CGFloat?, height: CGFloat?
    private var flexibleWidth = false, flexibleHeight = false

    override func modifierDidChange(from previous: _FrameLayout?) {
        func clean(_ v: CGFloat?, _ axis: String) -> (CGFloat?, Bool) {
            guard let v, v.isInfinite else { return (v, false) }
            Diagnostics.warn("Invalid frame dimension (negative or non-finite). (an infinite \(axis) is treated as maxWidth/maxHeight: .infinity)",
                             key: "frame-infinite-\(axis)")
            return (nil, true)
        }
        (width, flexibleWidth) = clean(modifier.width, "width")
        (height, flexibleHeight) = clean(modifier.height, "height")
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let p = childProposal(proposal)
        let s = child?.sizeThatFits(p) ?? .zero
        func length(_ fixed: CGFloat?, _ flexible: Bool, _ c: CGFloat, _ q: CGFloat?) -> CGFloat {
            if let fixed { return fixed }
            return flexible ? Swift.max(c, q ?? c) : c
        }
        return CGSize(width: length(width, flexibleWidth, s.width, proposal.width),
                      height: length(height, flexibleHeight, s.height, proposal.height))
    }

    override func placeChildren(in rect: CGRect) {
        guard let child else { return }
        let p = childProposal(placementProposal)
        let s = child.sizeThatFits(p)
        child.placeAligned(in: alignedRect(of: child, size: s, in: rect, alignment: modifier.alignment), proposal: p)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        frameGuide(key, in: size, alignment: modifier.alignment, childProposal: childProposal(proposal(producing: size)))
    }
    override func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        frameBaselines(in: size, alignment: modifier.alignment, childProposal: childProposal(proposal(producing: size)))
    }
}

extension ModifierNode {
    /// A frame's explicit guides are its child's, moved to where the child sits in the frame; the child is
    /// sized for what the frame offers it for the proposal that gave the frame this size (not for the size
    /// itself: a child sized for another proposal would report guides from another layout of itself).
    func frameGuide(_ key: AlignmentKey, in size: CGSize, alignment: Alignment, childProposal: ProposedViewSize) -> CGFloat? {
        guard let child else { return nil }
        let s = child.sizeThatFits(childProposal)
        // The child's guide first: most views define none, and then where the child sits is not asked (that
        // walks the child's subtree again for each axis, at each level of nested frames: 3^depth walks).
        guard let v = child.explicitAlignment(key, in: s) else { return nil }
        let r = alignedRect(of: child, size: s, in: CGRect(origin: .zero, size: size), alignment: alignment)
        return v + (key.isHorizontal ? r.minX : r.minY)
    }

    /// A frame's text baselines are its child's, moved to where the child sits in the frame.
    func frameBaselines(in size: CGSize, alignment: Alignment, childProposal: ProposedViewSize) -> (first: CGFloat, last: CGFloat)? {
        guard let child else { return nil }
        let s = child.sizeThatFits(childProposal)
        let r = alignedRect(of: child, size: s, in: CGRect(origin: .zero, size: size), alignment: alignment)
        return child.baselines(in: s).map { ($0.first + r.minY, $0.last + r.minY) }
    }
}

extension View {
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
