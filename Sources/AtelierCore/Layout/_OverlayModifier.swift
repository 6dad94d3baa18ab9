import Foundation

/// Layers a secondary view in front of the content: the secondary is proposed the content's size and
/// aligned to it; the result has the content's size.
public struct _OverlayModifier<Overlay: View>: ViewModifier, PrimitiveModifier {
    /// The view in front.
    public var overlay: Overlay
    /// How the overlay is aligned to the content.
    public var alignment: Alignment
    /// Creates the modifier.
    public init(overlay: Overlay, alignment: Alignment = .center) {
        self.overlay = overlay; self.alignment = alignment
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
        let content = child.map { [$0] } ?? []
        let second = secondary.map { [$0] } ?? []
        return isBackground ? second + content : content + second
    }

    override func contentDidUpdate() {
        if let layer { secondary = reconcile(secondary, with: layer.secondaryView, environment: environment) }
    }

    func placeChildren(in rect: CGRect) {
        guard let child else { return }
        child.place(in: rect, proposal: placementProposal)
        guard let secondary, let layer else { return }
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

extension View {
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
