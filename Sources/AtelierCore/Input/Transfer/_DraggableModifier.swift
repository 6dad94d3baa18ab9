import Foundation
@_spi(Backend) import CoreTransferable

/// Makes a view a drag source: a drag of the pointer (past a few points) lifts what `offers` makes, with
/// a preview following the pointer (the given view, else the view's own drawing), until it is dropped on
/// a target or cancelled with Escape.
public struct _DraggableModifier: ViewModifier, _RemoveGlobalActorIsolation {
    let offers: @MainActor () -> [TransferOffer]
    let preview: AnyView?

    /// The content, marked as the drag's source, with the drag gesture.
    @MainActor public func body(content: Content) -> some View {
        let source = DragSourceReference()
        let offers = self.offers, preview = self.preview
        return content
            .modifier(DragSourceMarker(source: source))
            .gesture(DragGesture(minimumDistance: 4, coordinateSpace: .global)
                .onChanged { value in
                    guard let node = source.node, node.isAttached else { return }
                    let drags = node.graph.dragAndDrop
                    if drags.session == nil {
                        // A drag cancelled with Escape stays cancelled until the pointer goes up.
                        guard !source.isLifted else { return }
                        source.isLifted = true
                        drags.begin(offers: offers(), preview: preview ?? source.snapshot(),
                                    grabOffset: source.grabOffset(at: value.startLocation), at: value.location)
                    }
                    // Once lifted, the drag follows the pointer through the graph (ViewGraph.pointerMove).
                }
                .onEnded { _ in
                    guard source.isLifted else { return }
                    source.isLifted = false
                    source.node?.graph.dragAndDrop.drop()
                })
    }
}

/// The node a drag starts from, found by the gesture that starts it.
@MainActor final class DragSourceReference {
    weak var node: DragSourceNode?
    /// Whether this view's drag has begun (and not yet ended with the pointer going up); kept by the node, as
    /// a body evaluated again during the drag makes a new reference.
    var isLifted: Bool {
        get { node?.isLifted ?? false }
        set { node?.isLifted = newValue }
    }

    /// The view's drawing as it is now, at its size.
    func snapshot() -> AnyView {
        guard let node else { return AnyView(EmptyView()) }
        var list = DisplayList()
        node.render(into: &list)
        return AnyView(DisplayListSnapshot(list: list, sourceFrame: frame))
    }

    /// Where the pointer grabbed the view, from its top leading corner, so that the preview stays under it.
    func grabOffset(at windowPoint: CGPoint) -> CGSize {
        CGSize(width: windowPoint.x - frame.minX, height: windowPoint.y - frame.minY)
    }

    /// The view's frame as drawn in the window.
    private var frame: CGRect {
        guard let node else { return .zero }
        let frame = node.frame.projected(by: node.windowProjection(inner: false))
        return frame.isNull ? .zero : frame
    }
}

/// Marks the view a drag starts from.
struct DragSourceMarker: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let source: DragSourceReference
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { DragSourceNode(context: context) }
}

@MainActor final class DragSourceNode: TransparentModifierNode<DragSourceMarker> {
    var isLifted = false

    override func contentDidUpdate() {
        modifier?.source.node = self
    }
}

extension View {
    /// Makes the view a drag source carrying `payload`; its preview is the view itself.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        // Made in the program's view code, used on the main actor only.
        nonisolated(unsafe) let payload = payload
        return modifier(_DraggableModifier(offers: { [TransferOffer(payload())] }, preview: nil))
    }

    /// Makes the view a drag source carrying `payload`, with a preview of its own.
    nonisolated public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        // Made in the program's view code, used on the main actor only.
        nonisolated(unsafe) let payload = payload
        return modifier(_DraggableModifier(offers: { [TransferOffer(payload())] }, preview: AnyView(preview())))
    }

    /// Makes the view a drag source carrying what the item provider `data` makes offers.
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        // Made in the program's view code, used on the main actor only.
        nonisolated(unsafe) let data = data
        return modifier(_DraggableModifier(offers: { data().transferOffers }, preview: nil))
    }

    /// Makes the view a drag source carrying what the item provider offers, with a preview of its own.
    nonisolated public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        // Made in the program's view code, used on the main actor only.
        nonisolated(unsafe) let data = data
        return modifier(_DraggableModifier(offers: { data().transferOffers }, preview: AnyView(preview())))
    }
}
