import Foundation

/// A node whose drawing (and hit-testing geometry) is mapped through a projection, absolute to
/// absolute, while its layout frame stays where layout put it. Effect nodes (offset, scale,
/// rotation, 3D) adopt it; `ViewGraph.frame(ofIdentifier:)` applies it to descendants' frames.
@MainActor protocol RenderTransforming: AnyObject {
    /// The projection applied to this node's subtree, in absolute coordinates.
    var renderProjection: ProjectionTransform { get }
}

/// Moves the content's rendering by an offset without changing its layout.
public struct _OffsetEffect: ViewModifier, Animatable, PrimitiveModifier {
    /// The translation.
    public var offset: CGSize
    /// Creates the effect; non-finite components are treated as 0 (with a warning).
    public init(offset: CGSize) {
        self.offset = CGSize(width: LayoutInput.finite(offset.width, what: "offset"),
                             height: LayoutInput.finite(offset.height, what: "offset"))
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { OffsetNode(context: context) }
    /// The offset.
    nonisolated public var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }
}

/// The node of `offset`: layout passes through; drawing is wrapped in a translation. A change of offset in an
/// animated update is interpolated.
@MainActor final class OffsetNode: ModifierNode<_OffsetEffect>, RenderTransforming {
    /// The offset, interpolated between updates.
    private var offsetAnimation: AnimatedValue<CGSize.AnimatableData>?

    override func modifierDidChange(from previous: _OffsetEffect?) {
        super.modifierDidChange(from: previous)
        animate(&offsetAnimation, to: modifier.animatableData)
    }

    override var hasAnimationsInFlight: Bool {
        super.hasAnimationsInFlight || (offsetAnimation?.isAnimating(at: graph.time) ?? false)
    }

    /// The offset as presented now.
    var presentedOffset: CGSize {
        presentedValue(offsetAnimation).map { CGSize(animatableData: $0) } ?? modifier.offset
    }

    /// The render translation, absolute to absolute.
    var renderTransform: CGAffineTransform {
        let offset = presentedOffset
        return CGAffineTransform(translationX: offset.width, y: offset.height)
    }
    var renderProjection: ProjectionTransform { ProjectionTransform(renderTransform) }

    override func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        super.draw(into: &inner)
        guard !inner.isEmpty else { return }
        if presentedOffset == .zero { list.append(contentsOf: inner); return }
        list.append(.effect(.transform(renderTransform), inner))
    }
}

extension View {
    /// Offsets this view by the horizontal and vertical amount in the size (drawing only; layout is unchanged).
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Offsets this view by the specified horizontal and vertical distances (drawing only).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
