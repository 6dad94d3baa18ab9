import Foundation

/// Composites a view's drawing offscreen as one layer before effects outside it apply; what `compositingGroup()` applies.
public struct _CompositingGroupEffect: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// Creates the effect.
    public init() {}
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { CompositingGroupEffectNode(context: context) }
}

@MainActor final class CompositingGroupEffectNode: EffectModifierNode<_CompositingGroupEffect> {
    override func apply(to content: DisplayList) -> DisplayList? { wrap(content, in: .compositingGroup) }
}

nonisolated extension View {
    /// Wraps this view in a compositing group: effects applied outside it (opacity, blend modes, shadows)
    /// apply to the composited result rather than to each part.
    public func compositingGroup() -> some View {
        modifier(_CompositingGroupEffect())
    }
}
