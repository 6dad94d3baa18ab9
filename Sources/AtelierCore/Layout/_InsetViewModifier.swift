import Foundation

/// Places a view at an edge of the content and insets the content by it: what `safeAreaInset(edge:)` applies.
/// The content is laid out in what the inset leaves, and the band the inset and the spacing take is added to
/// the content's safe area (a view in it that ignores the safe area reaches under the inset); the inset is
/// aligned along the edge across the whole width (or height).
public struct _InsetViewModifier<Inset: View>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let edge: Edge
    /// How the inset is aligned along the edge.
    let alignment: AlignmentKey
    let spacing: CGFloat
    let inset: Inset
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { InsetViewNode(context: context) }
}

/// Lets the node read the modifier without its inset's type.
@MainActor protocol InsetViewModifier {
    var edge: Edge { get }
    var alignment: AlignmentKey { get }
    var spacing: CGFloat { get }
    var insetView: any View { get }
}

extension _InsetViewModifier: InsetViewModifier {
    var insetView: any View { inset }
}

/// The node of `safeAreaInset`: the content is its `child`, the inset a second child laid out first.
@MainActor final class InsetViewNode: ModifierNode<Any>, SizingNode, SafeAreaDeclaring {
    private var inset: ViewNode?
    /// The safe area declared for the content at the last placement.
    private var declaration: SafeAreaDeclaration?
    private var layer: InsetViewModifier? { modifier as? InsetViewModifier }
    deinit { TeardownQueue.release(&inset) }

    override var children: [ViewNode] { (child.map { [$0] } ?? []) + (inset.map { [$0] } ?? []) }

    override func contentDidUpdate() {
        if let layer { inset = reconcile(inset, with: layer.insetView, environment: environment) }
    }

    private var isVertical: Bool { layer.map { $0.edge == .top || $0.edge == .bottom } ?? true }

    /// The inset's size: the whole cross length offered, its ideal length along the axis.
    private func insetSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let inset else { return .zero }
        return inset.sizeThatFits(isVertical ? ProposedViewSize(width: proposal.width, height: nil)
                                             : ProposedViewSize(width: nil, height: proposal.height))
    }

    private func contentProposal(_ proposal: ProposedViewSize, inset s: CGSize) -> ProposedViewSize {
        let gap = inset == nil ? 0 : layer?.spacing ?? 0
        if isVertical { return ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - s.height - gap) }) }
        return ProposedViewSize(width: proposal.width.map { max(0, $0 - s.width - gap) }, height: proposal.height)
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let s = insetSize(proposal)
        let c = child?.sizeThatFits(contentProposal(proposal, inset: s)) ?? .zero
        let gap = inset == nil ? 0 : layer?.spacing ?? 0
        return isVertical ? CGSize(width: max(c.width, s.width), height: c.height + gap + s.height)
                          : CGSize(width: c.width + gap + s.width, height: max(c.height, s.height))
    }

    func placeChildren(in rect: CGRect) {
        guard let layer else { return }
        let proposal = placementProposal
        let s = insetSize(proposal)
        let p = contentProposal(proposal, inset: s)
        let c = child?.sizeThatFits(p) ?? .zero
        let gap = inset == nil ? 0 : layer.spacing
        var contentRect = CGRect(origin: rect.origin, size: c), insetRect = CGRect(origin: rect.origin, size: s)
        switch layer.edge {
        case .top: contentRect.origin.y += s.height + gap
        case .bottom: insetRect.origin.y = rect.maxY - s.height
        case .leading: contentRect.origin.x += s.width + gap
        case .trailing: insetRect.origin.x = rect.maxX - s.width
        }
        func guide(_ size: CGSize) -> CGFloat { layer.alignment.defaultValue(ViewDimensions(size: size) { _ in nil }) }
        // Along the edge, the inset is aligned in the whole rect by its guide; the content keeps the leading or top.
        if isVertical {
            insetRect.origin.x = rect.minX + guide(rect.size) - guide(s)
        } else {
            insetRect.origin.y = rect.minY + guide(rect.size) - guide(s)
        }
        // The band the inset and the spacing take, within the whole rect: the content's safe area.
        var band = EdgeInsets()
        switch layer.edge {
        case .top: band.top = s.height + gap
        case .bottom: band.bottom = s.height + gap
        case .leading: band.leading = s.width + gap
        case .trailing: band.trailing = s.width + gap
        }
        graph.mayDeclareSafeAreas = true
        let declared = SafeAreaDeclaration(bounds: rect, insets: band)
        let changed = declared != declaration
        declaration = declared
        placeChildren(safeAreaChanged: changed) { child?.place(in: contentRect, proposal: p) }
        inset?.place(in: insetRect, proposal: isVertical ? ProposedViewSize(width: proposal.width, height: nil)
                                                       : ProposedViewSize(width: nil, height: proposal.height))
    }
}

extension InsetViewNode {
    /// The band of the inset for the content; none for the inset itself.
    func safeAreaDeclaration(for child: ViewNode) -> SafeAreaDeclaration? { child === self.child ? declaration : nil }
}

nonisolated extension View {
    /// Shows `content` along the top or bottom edge and insets this view by its height (plus `spacing`).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(edge: edge == .top ? .top : .bottom, alignment: alignment.key,
                                    spacing: LayoutInput.finite(spacing ?? ViewSpacing.standard, what: "safeAreaInset spacing"), inset: content()))
    }

    /// Shows `content` along the leading or trailing edge and insets this view by its width (plus `spacing`).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(edge: edge == .leading ? .leading : .trailing, alignment: alignment.key,
                                    spacing: LayoutInput.finite(spacing ?? ViewSpacing.standard, what: "safeAreaInset spacing"), inset: content()))
    }
}
