import Foundation

/// Insets its content: proposes the proposal less the insets, and reports the content's size plus them.
public struct _PaddingLayout: ViewModifier, Equatable, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The edges to inset.
    public var edges: Edge.Set
    /// The amounts; nil uses the default padding (16 points, SwiftUI's default on iOS).
    public var insets: EdgeInsets?

    /// Creates padding for `edges` with `insets` (nil for the default amount).
    public init(edges: Edge.Set = .all, insets: EdgeInsets?) {
        self.edges = edges; self.insets = insets
    }

    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { UnaryLayoutNode<Self>(context: context) }

    /// SwiftUI's default padding on iOS.
    static var defaultLength: CGFloat { 16 }

    /// The insets actually applied: only the chosen edges, non-finite amounts as 0 (with a warning).
    var resolvedInsets: EdgeInsets {
        let i = insets ?? EdgeInsets(top: Self.defaultLength, leading: Self.defaultLength,
                                     bottom: Self.defaultLength, trailing: Self.defaultLength)
        func edge(_ e: Edge.Set, _ v: CGFloat) -> CGFloat { edges.contains(e) ? LayoutInput.finite(v, what: "padding") : 0 }
        return EdgeInsets(top: edge(.top, i.top), leading: edge(.leading, i.leading),
                          bottom: edge(.bottom, i.bottom), trailing: edge(.trailing, i.trailing))
    }
}

/// Negative insets, as in SwiftUI, let the content overflow.
extension _PaddingLayout: UnaryLayout {
    private static func inner(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    private static func inner(_ size: CGSize, _ insets: EdgeInsets) -> CGSize {
        CGSize(width: max(0, size.width - insets.leading - insets.trailing),
               height: max(0, size.height - insets.top - insets.bottom))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryLayoutChild) -> CGSize {
        let insets = resolvedInsets
        let s = child.sizeThatFits(Self.inner(proposal, insets))
        return CGSize(width: max(0, s.width + insets.leading + insets.trailing),
                      height: max(0, s.height + insets.top + insets.bottom))
    }

    func placement(of child: UnaryLayoutChild, in rect: CGRect,
                   proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let insets = resolvedInsets
        let p = Self.inner(proposal, insets)
        let s = child.sizeThatFits(p)
        return (CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top, width: s.width, height: s.height), p)
    }

    /// The child's guides and baselines at the size inside the insets, moved by the leading and top ones.
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize, child: UnaryLayoutChild) -> CGFloat? {
        let insets = resolvedInsets
        guard let v = child.explicitAlignment(key, in: Self.inner(size, insets)) else { return nil }
        return v + (key.isHorizontal ? insets.leading : insets.top)
    }
    func baselines(in size: CGSize, child: UnaryLayoutChild) -> (first: CGFloat, last: CGFloat)? {
        let insets = resolvedInsets
        return child.baselines(in: Self.inner(size, insets)).map { ($0.first + insets.top, $0.last + insets.top) }
    }

    /// Padded content is spaced as any view: the padding is the space it asked for.
    var spacing: ViewSpacing? { ViewSpacing() }
}

nonisolated extension View {
    /// Adds different padding amounts to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }

    /// Adds an equal padding amount to specific edges of this view; nil uses the default amount (16 points).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: length.map {
            EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0)
        }))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}

extension _PaddingLayout: TreeDumpDescribing {
    var treeDumpValues: String { TreeDump.insets(resolvedInsets) }
}
