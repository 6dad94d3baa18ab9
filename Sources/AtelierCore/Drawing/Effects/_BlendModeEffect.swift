import Foundation

/// Composites a view's drawing, as a group, with what lies behind it in a blend mode; what `blendMode(_:)` applies.
public struct _BlendModeEffect: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// The blend mode.
    public var blendMode: BlendMode
    /// Creates the effect.
    public init(blendMode: BlendMode) { self.blendMode = blendMode }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { BlendModeEffectNode(context: context) }
}

@MainActor final class BlendModeEffectNode: EffectModifierNode<_BlendModeEffect> {
    override func apply(to content: DisplayList) -> DisplayList? {
        modifier.blendMode == .normal ? content : wrap(content, in: .blend(modifier.blendMode))
    }
}

nonisolated extension View {
    /// Sets the blend mode for compositing this view with overlapping views.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_BlendModeEffect(blendMode: blendMode))
    }
}
