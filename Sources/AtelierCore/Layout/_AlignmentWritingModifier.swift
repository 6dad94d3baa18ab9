import Foundation

/// Sets an explicit value for one alignment guide of its content.
public struct _AlignmentWritingModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AlignmentGuideNode(context: context) }
}

/// The node of `alignmentGuide`: answers its guide from the closure, others from the content.
@MainActor final class AlignmentGuideNode: ModifierNode<_AlignmentWritingModifier>, AlignmentNode {
    /// The container aligns by the guide: it lays out again.
    override var modifierChangeAffects: Invalidation { .containerLayout }
    override class var kindTraits: NodeKindTraits { [.handsOnChildGuides, .definesExplicitGuides] }
    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard key == modifier.key else { return handedOnExplicitAlignment(key, in: size) }
        let d = child?.dimensions(in: size) ?? ViewDimensions(size: size) { _ in nil }
        let v = modifier.computeValue(d)
        if !v.isFinite {
            Diagnostics.warn("an alignment guide computed \(v); the default value is used", key: "alignment-guide-invalid")
            return nil
        }
        return v
    }
}

nonisolated extension View {
    /// Sets the view's horizontal alignment guide to the value the closure computes from its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide to the value the closure computes from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
}
