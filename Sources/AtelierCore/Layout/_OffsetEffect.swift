import Foundation

/// Moves the content's rendering by an offset without changing its layout.
public struct _OffsetEffect: ViewModifier, Equatable, Animatable, PrimitiveModifier, _RemoveGlobalActorIsolation {
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
@MainActor final class OffsetNode: ModifierNode<_OffsetEffect>, AnimatingNode {
    /// The offset, interpolated between updates.
    private var offsetAnimation: AnimatedValue<CGSize.AnimatableData>?

    override func modifierDidChange(from previous: _OffsetEffect?) {
        super.modifierDidChange(from: previous)
        animate(&offsetAnimation, from: previous?.animatableData, to: modifier.animatableData)
        if modifierValueChanged { hitGeometryDidChange() }
    }

    var ownAnimationsInFlight: Bool {
        (offsetAnimation?.isAnimating(at: graph.time) ?? false)
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

    /// A new offset moves the drawing, not the layout.
    override var modifierChangeAffects: Invalidation { .display }
}

nonisolated extension View {
    /// Offsets this view by the horizontal and vertical amount in the size (drawing only; layout is unchanged).
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Offsets this view by the specified horizontal and vertical distances (drawing only).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}

extension _OffsetEffect: TreeDumpDescribing {
    var treeDumpValues: String { "x: \(TreeDump.number(offset.width)), y: \(TreeDump.number(offset.height))" }
}
