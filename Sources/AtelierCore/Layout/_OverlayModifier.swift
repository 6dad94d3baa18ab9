import Foundation

/// Layers a secondary view in front of the content: the secondary is proposed the content's size and
/// aligned to it; the result has the content's size.
public struct _OverlayModifier<Overlay: View>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The view in front.
    public var overlay: Overlay
    /// How the overlay is aligned to the content.
    public var alignment: Alignment
    /// The edges on which the overlay reaches into the safe area the content touches (a shape style's overlay:
    /// every edge by default); none for a view's.
    var ignoresSafeAreaEdges: Edge.Set = []
    /// Creates the modifier.
    public init(overlay: Overlay, alignment: Alignment = .center) {
        self.overlay = overlay; self.alignment = alignment
    }
    /// Creates the modifier of an overlay that reaches into the safe area on `ignoresSafeAreaEdges`.
    init(overlay: Overlay, alignment: Alignment = .center, ignoresSafeAreaEdges: Edge.Set) {
        self.overlay = overlay; self.alignment = alignment; self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { SecondaryLayerNode(context: context, isBackground: false) }
}

extension _OverlayModifier: SecondaryLayerModifier {
    var secondaryView: any View { overlay }
}

/// A modifier with a secondary layer (overlay or background).
@MainActor protocol SecondaryLayerModifier {
    var secondaryView: any View { get }
    var alignment: Alignment { get }
    /// The edges on which the layer reaches into the safe area the content touches.
    var ignoresSafeAreaEdges: Edge.Set { get }
}

/// The node of an overlay or a background: the content is its `child`, the layer a second child.
@MainActor final class SecondaryLayerNode: ModifierNode<Any>, SizingNode {
    let isBackground: Bool
    var secondary: ViewNode?

    init(context: NodeContext, isBackground: Bool) {
        self.isBackground = isBackground
        super.init(context: context)
    }

    private var layer: SecondaryLayerModifier? { modifier as? SecondaryLayerModifier }
    deinit { TeardownQueue.release(&secondary) }

    override var children: [ViewNode] {
        // Without closures, which the main actor's executor check would guard (see `WrapperNode.children`).
        switch (child, secondary) {
        case let (child?, secondary?): return isBackground ? [secondary, child] : [child, secondary]
        case let (child?, nil): return [child]
        case let (nil, secondary?): return [secondary]
        case (nil, nil): return []
        }
    }

    override func contentDidUpdate() {
        if let layer { secondary = reconcile(secondary, with: layer.secondaryView, environment: environment) }
    }

    func placeChildren(in content: CGRect) {
        guard let child else { return }
        child.place(in: content, proposal: placementProposal)
        guard let secondary, let layer else { return }
        // A shape style's layer (one rectangle filling what it is offered) reaches as far into the safe area as
        // the content touches it.
        if !layer.ignoresSafeAreaEdges.isEmpty {
            let reach = safeAreaInsets(of: content, regions: .container, edges: layer.ignoresSafeAreaEdges)
            if reach != EdgeInsets() {
                let rect = content.outset(by: reach)
                secondary.place(in: rect, proposal: ProposedViewSize(rect.size))
                return
            }
        }
        let rect = content
        // Each view of the layer is proposed the content's size and aligned to the content's guides;
        // several views are aligned each on its own, as in a ZStack.
        var items: [ViewNode] = []
        secondary.collectLayoutItems(into: &items)
        let proposal = ProposedViewSize(rect.size)
        let h = layer.alignment.horizontal.key, v = layer.alignment.vertical.key
        let ox = child.alignmentValue(h, in: rect.size), oy = child.alignmentValue(v, in: rect.size)
        func aligned(_ item: ViewNode) -> CGRect {
            let size = item.sizeThatFits(proposal)
            // The guides' difference first, so that a layer as large as the content starts exactly at its edge.
            return CGRect(x: rect.minX + (ox - item.alignmentValue(h, in: size)),
                          y: rect.minY + (oy - item.alignmentValue(v, in: size)),
                          width: size.width, height: size.height)
        }
        if items.count == 1 {
            // Wrappers (a body, a one-element list) pass the rect and the proposal on to the one view.
            secondary.place(in: aligned(items[0]), proposal: proposal)
        } else {
            for item in items { item.place(in: aligned(item), proposal: proposal) }
        }
    }
}

nonisolated extension View {
    /// Layers the given view in front of this view (deprecated in SwiftUI: use `overlay(alignment:content:)`).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
    }

    /// Layers the views that you specify in front of this view, aligned as given.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment))
    }
}
