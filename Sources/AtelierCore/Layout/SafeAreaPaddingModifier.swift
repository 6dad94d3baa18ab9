import Foundation

/// Adds insets to the safe area its content sees (`safeAreaPadding`, `_safeAreaInsets`): the content is padded
/// by them, as with `padding`, and the padding is declared a safe area of the content, so that a view in it that
/// ignores the safe area reaches into the padding (a scroll view scrolls its content under it).
struct SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier, Equatable {
    /// The padding, resolved as `padding` resolves it.
    let padding: _PaddingLayout
    /// Never called: the framework applies this modifier through its own node.
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { SafeAreaPaddingNode(context: context) }
}

/// The node of `SafeAreaPaddingModifier`: sized, placed and aligned as a padding, with the padding declared as
/// its content's safe area.
@MainActor final class SafeAreaPaddingNode: ModifierNode<SafeAreaPaddingModifier>, SizingNode, AlignmentNode, SafeAreaDeclaring {
    /// The safe area declared for the content at the last placement.
    private var declaration: SafeAreaDeclaration?

    private var layoutChild: UnaryLayoutChild { UnaryLayoutChild(node: child, layout: self) }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        modifier.padding.sizeThatFits(proposal, child: layoutChild)
    }

    func placeChildren(in rect: CGRect) {
        guard let child else { return }
        let placement = modifier.padding.placement(of: layoutChild, in: rect, proposal: placementProposal)
        let padding = modifier.padding.resolvedInsets
        // Negative padding lets the content overflow; it adds nothing to the safe area.
        let insets = EdgeInsets(top: max(0, padding.top), leading: max(0, padding.leading),
                                bottom: max(0, padding.bottom), trailing: max(0, padding.trailing))
        graph.mayDeclareSafeAreas = true
        let declared = SafeAreaDeclaration(bounds: rect, insets: insets)
        let changed = declared != declaration
        declaration = declared
        placeChildren(safeAreaChanged: changed) { child.placeAligned(in: placement.rect, proposal: placement.proposal) }
    }

    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        modifier.padding.explicitAlignment(key, in: size, child: layoutChild)
    }

    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        modifier.padding.baselines(in: size, child: layoutChild)
    }

    var ownSpacing: ViewSpacing { ViewSpacing() }

    func safeAreaDeclaration(for child: ViewNode) -> SafeAreaDeclaration? { child === self.child ? declaration : nil }
}

extension SafeAreaPaddingModifier: TreeDumpDescribing {
    var treeDumpValues: String { TreeDump.insets(padding.resolvedInsets) }
}

nonisolated extension View {
    /// Adds `insets` to the safe area of this view: its content is inset by them, and a view in it that ignores
    /// the safe area (a scroll view's content) reaches into them.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(padding: _PaddingLayout(edges: .all, insets: insets)))
    }

    /// Adds `length` (the default padding when nil) to the safe area of this view on the given edges.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(padding: _PaddingLayout(edges: edges, insets: length.map {
            EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0)
        })))
    }

    /// Adds `length` to the safe area of this view on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

    /// Sets the safe area insets of this view's content: padded by them, the content is laid out in what they
    /// leave, and its views that ignore the safe area reach into them (how a device's insets are given to a view).
    public func _safeAreaInsets(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(padding: _PaddingLayout(edges: .all, insets: insets)))
    }
}
