import Foundation

/// Proposes its content the largest (fit) or smallest (fill) size of a given aspect ratio for the proposal.
public struct _AspectRatioLayout: ViewModifier, Equatable, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// Width over height, or nil to use the content's ideal size's ratio.
    public var aspectRatio: CGFloat?
    /// Whether the content fits in or fills the proposal.
    public var contentMode: ContentMode

    /// Creates the layout; a NaN, infinite, zero or negative ratio is ignored (with a warning).
    public init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        var r = aspectRatio
        if let v = r, !(v.isFinite && v > 0) {
            Diagnostics.warn("aspectRatio(\(v)) is not a valid ratio; the view's own ratio is used",
                             key: "aspect-ratio-invalid")
            r = nil
        }
        self.aspectRatio = r
        self.contentMode = contentMode
    }

    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { UnaryLayoutNode<Self>(context: context) }
}

/// The result is sized by the content, given the scaled proposal, and centred in whatever it is given.
extension _AspectRatioLayout: UnaryLayout {
    @MainActor private func childProposal(_ p: ProposedViewSize, child: UnaryLayoutChild) -> ProposedViewSize {
        var ratio = aspectRatio
        if ratio == nil {
            let ideal = child.sizeThatFits(.unspecified)
            if ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite {
                ratio = ideal.width / ideal.height
            }
        }
        guard let r = ratio else { return p }
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }
        let h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            // Fit: the largest size of ratio r inside w x h; fill: the smallest covering it.
            let widthLimited = (w / h < r) == (contentMode == .fit)
            return widthLimited ? ProposedViewSize(width: w, height: w / r) : ProposedViewSize(width: h * r, height: h)
        case let (w?, nil):
            return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?):
            return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            if p.width == nil || p.height == nil {
                // Unspecified: the content's ideal width at the ratio.
                let ideal = child.sizeThatFits(.unspecified)
                let iw = ideal.width.isFinite && ideal.width > 0 ? ideal.width : 10
                return ProposedViewSize(width: iw, height: iw / r)
            }
            return p
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryLayoutChild) -> CGSize {
        child.sizeThatFits(childProposal(proposal, child: child))
    }

    func placement(of child: UnaryLayoutChild, in rect: CGRect,
                   proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        child.placement(centredIn: rect, proposal: childProposal(proposal, child: child))
    }
}

nonisolated extension View {
    /// Constrains this view's dimensions to the specified aspect ratio (width over height; nil uses the
    /// view's ideal size's ratio).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let valid = aspectRatio.width.isFinite && aspectRatio.height.isFinite && aspectRatio.width > 0 && aspectRatio.height > 0
        if !valid {
            Diagnostics.warn("aspectRatio(\(aspectRatio)) is not a valid ratio; the view's own ratio is used",
                             key: "aspect-ratio-size-invalid")
        }
        return modifier(_AspectRatioLayout(aspectRatio: valid ? aspectRatio.width / aspectRatio.height : nil,
                                           contentMode: contentMode))
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

extension _AspectRatioLayout: TreeDumpDescribing {
    var treeDumpValues: String { "\(TreeDump.number(aspectRatio)), \(contentMode)" }
}
