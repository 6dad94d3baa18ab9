import Foundation

/// Masks a view with the alpha of another view laid over it; what `mask(alignment:_:)` and `mask(_:)` apply.
///
/// The mask is proposed the view's size and aligned with it by `alignment`, as an overlay would be.
public struct _MaskEffect<Mask: View>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The view whose alpha masks the content.
    public var mask: Mask
    /// How the mask is aligned with the content.
    public var alignment: Alignment
    /// Creates the effect.
    public init(mask: Mask, alignment: Alignment = .center) {
        self.mask = mask
        self.alignment = alignment
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { MaskEffectNode<Mask>(context: context) }
}

@MainActor final class MaskEffectNode<Mask: View>: EffectModifierNode<_MaskEffect<Mask>>, SizingNode {
    private var maskNode: ViewNode?

    override var children: [ViewNode] { [child, maskNode].compactMap { $0 } }
    deinit { TeardownQueue.release(&maskNode) }

    override func contentDidUpdate() {
        guard let modifier else { return }
        maskNode = reconcile(maskNode, with: modifier.mask, environment: environment)
    }

    func placeChildren(in rect: CGRect) {
        child?.place(in: rect)
        guard let maskNode, let modifier else { return }
        let size = maskNode.sizeThatFits(ProposedViewSize(rect.size))
        let h = modifier.alignment.horizontal.key, v = modifier.alignment.vertical.key
        let x = rect.minX + (child?.alignmentValue(h, in: rect.size) ?? rect.width / 2) - maskNode.alignmentValue(h, in: size)
        let y = rect.minY + (child?.alignmentValue(v, in: rect.size) ?? rect.height / 2) - maskNode.alignmentValue(v, in: size)
        maskNode.place(in: CGRect(origin: CGPoint(x: x, y: y), size: size))
    }

    override func apply(to content: DisplayList) -> DisplayList? {
        guard !content.isEmpty else { return nil }
        var mask = DisplayList()
        maskNode?.render(into: &mask)
        guard !mask.isEmpty else { return nil }
        return wrap(content, in: .mask(mask))
    }
}

nonisolated extension View {
    /// Masks this view with the alpha of `mask`, aligned with it by `alignment`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskEffect(mask: mask(), alignment: alignment))
    }

    /// Masks this view with the alpha of `mask`, centred on it (deprecated in SwiftUI in favour of `mask(alignment:_:)`).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskEffect(mask: mask, alignment: .center))
    }
}
