import Foundation

/// Places its content in a frame whose size is clamped between minimums and maximums.
public struct _FlexFrameLayout: ViewModifier, Equatable, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    /// Creates a flexible frame. NaN values are ignored, negative ones become 0, and a maximum
    /// below its minimum is raised to it, each with a warning.
    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        func axis(_ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
            var lo = LayoutInput.frameDimension(lo), ideal = LayoutInput.frameDimension(ideal)
            var hi = LayoutInput.frameDimension(hi)
            if lo == .infinity {
                Diagnostics.warn("Invalid frame dimension (negative or non-finite). (an infinite minimum is ignored)",
                                 key: "frame-infinite-min")
                lo = nil
            }
            if ideal == .infinity {
                Diagnostics.warn("Invalid frame dimension (negative or non-finite). (an infinite ideal size is ignored)",
                                 key: "frame-infinite-ideal")
                ideal = nil
            }
            if let l = lo, let h = hi, h < l {
                Diagnostics.warn("Contradictory frame constraints specified.", key: "frame-contradictory")
                hi = l
            }
            return (lo, ideal, hi)
        }
        (self.minWidth, self.idealWidth, self.maxWidth) = axis(minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = axis(minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { UnaryLayoutNode<Self>(context: context) }

    /// SwiftUI's flexible frame on one axis: the proposal (or the ideal when unspecified) clamped into
    /// [min, max] goes to the child; the frame is the child's size clamped into [min, max], and grows to
    /// the (clamped) proposal when a maximum allows it or shrinks to it when only a minimum is given.
    static func childProposal(_ p: CGFloat?, min lo: CGFloat?, ideal: CGFloat?, max hi: CGFloat?) -> CGFloat? {
        guard var q = p ?? ideal else { return nil }
        if let lo { q = Swift.max(lo, q) }
        if let hi { q = Swift.min(hi, q) }
        return q
    }

    static func frameLength(child c: CGFloat, proposal q: CGFloat?, min lo: CGFloat?, max hi: CGFloat?) -> CGFloat {
        var r = c
        if let lo { r = Swift.max(lo, Swift.min(r, q ?? r)) }
        if let hi { r = Swift.min(hi, Swift.max(r, q ?? r)) }
        return r
    }
}

extension _FlexFrameLayout: UnaryLayout {
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.childProposal(p.width, min: minWidth, ideal: idealWidth, max: maxWidth),
                         height: Self.childProposal(p.height, min: minHeight, ideal: idealHeight, max: maxHeight))
    }

    /// The proposal the child is placed with. An axis proposed nothing that the frame constrains offers the
    /// child the frame's own length, so `Color.red.frame(minHeight: 32)` in a scroll view fills its 32 points.
    private func placedChildProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        var p = childProposal(proposal)
        if p.width == nil, minWidth != nil || maxWidth != nil { p.width = size.width }
        if p.height == nil, minHeight != nil || maxHeight != nil { p.height = size.height }
        return p
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryLayoutChild) -> CGSize {
        let q = childProposal(proposal)
        let s = child.sizeThatFits(q)
        return CGSize(width: Self.frameLength(child: s.width, proposal: q.width, min: minWidth, max: maxWidth),
                      height: Self.frameLength(child: s.height, proposal: q.height, min: minHeight, max: maxHeight))
    }

    func placement(of child: UnaryLayoutChild, in rect: CGRect,
                   proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let p = placedChildProposal(proposal, size: rect.size)
        return (child.rect(ofSize: child.sizeThatFits(p), alignedIn: rect, by: alignment), p)
    }

    /// The child's guides and baselines, moved to where the child sits in the frame.
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize, child: UnaryLayoutChild) -> CGFloat? {
        child.guide(key, alignedIn: size, by: alignment,
                    proposal: placedChildProposal(child.layoutProposal(producing: size), size: size))
    }
    func baselines(in size: CGSize, child: UnaryLayoutChild) -> (first: CGFloat, last: CGFloat)? {
        child.baselines(alignedIn: size, by: alignment,
                        proposal: placedChildProposal(child.layoutProposal(producing: size), size: size))
    }
}

nonisolated extension View {
    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment))
    }

    /// Positions this view within an invisible frame (deprecated: pass one or more parameters).
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        frame(width: nil, height: nil, alignment: .center)
    }
}

extension _FlexFrameLayout: TreeDumpDescribing {
    var treeDumpValues: String {
        let n: (CGFloat?) -> String = TreeDump.number
        return "width: \(n(minWidth))...\(n(idealWidth))...\(n(maxWidth)), height: \(n(minHeight))...\(n(idealHeight))...\(n(maxHeight)), "
            + "alignment: \(TreeDump.name(alignment))"
    }
}
