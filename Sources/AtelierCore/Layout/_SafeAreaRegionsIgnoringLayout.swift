import Foundation

/// Extends its content into the safe area on the chosen edges: sized as its content for the proposal, it places
/// the content in its rect grown by the safe area it touches on those edges (see `ViewNode.safeAreaInsets`), for
/// a proposal grown as much, anchored at the top-leading corner. Where the view does not touch the safe area's
/// edge, or no safe area was declared (a desktop window), the content is laid out as it is.
public struct _SafeAreaRegionsIgnoringLayout: ViewModifier, Equatable, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The regions to expand into.
    public var regions: SafeAreaRegions
    /// The edges to expand on.
    public var edges: Edge.Set

    init(regions: SafeAreaRegions, edges: Edge.Set) {
        self.regions = regions; self.edges = edges
    }

    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { UnaryLayoutNode<Self>(context: context) }
}

extension _SafeAreaRegionsIgnoringLayout: UnaryLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryLayoutChild) -> CGSize { child.sizeThatFits(proposal) }

    func placement(of child: UnaryLayoutChild, in rect: CGRect,
                   proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let insets = child.safeAreaInsets(of: rect, regions: regions, edges: edges)
        guard insets != EdgeInsets() else { return (rect, proposal) }
        let p = ProposedViewSize(width: proposal.width.map { $0 + insets.leading + insets.trailing },
                                 height: proposal.height.map { $0 + insets.top + insets.bottom })
        let s = child.sizeThatFits(p)
        return (CGRect(x: rect.minX - insets.leading, y: rect.minY - insets.top, width: s.width, height: s.height), p)
    }
}

extension _SafeAreaRegionsIgnoringLayout: TreeDumpDescribing {
    var treeDumpValues: String {
        let regions = regions == .all ? "all" : regions == .container ? "container" : regions == .keyboard ? "keyboard" : "none"
        let names = [(Edge.Set.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
            .filter { edges.contains($0.0) }.map(\.1)
        return "regions: \(regions), edges: \(edges == .all ? "all" : "[" + names.joined(separator: ", ") + "]")"
    }
}

nonisolated extension View {
    /// Expands the view's safe area into `regions` on `edges`: where the view touches the safe area's edge, it is
    /// laid out out to the edge of the screen (under a status bar, a home indicator, a `safeAreaInset` bar).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaRegionsIgnoringLayout(regions: regions, edges: edges))
    }

    /// Proposes the view an area extending outside the screen's safe area on `edges` (`ignoresSafeArea` with
    /// every region; SwiftUI's older name).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaRegionsIgnoringLayout(regions: .all, edges: edges))
    }
}
