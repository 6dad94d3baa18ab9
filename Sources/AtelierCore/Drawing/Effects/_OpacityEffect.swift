import Foundation

/// Multiplies the opacity of a view's drawing, as a group; what `opacity(_:)` applies.
public struct _OpacityEffect: ViewModifier, Animatable, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// The opacity, from 0 (invisible) to 1 (unchanged); values outside are clamped, NaN counts as 1.
    public var opacity: Double
    /// Creates the effect.
    public init(opacity: Double) { self.opacity = opacity }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { OpacityEffectNode(context: context) }
    /// The opacity.
    nonisolated public var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }
}

@MainActor final class OpacityEffectNode: EffectModifierNode<_OpacityEffect> {
    /// A view faded out completely cannot be hit or focused.
    override var hidesSubtree: Bool {
        guard let o = modifier?.opacity, !o.isNaN else { return false }
        return o <= 0
    }

    override func apply(to content: DisplayList) -> DisplayList? {
        let opacity = presentedModifier.opacity
        let o = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        if o >= 1 { return content }
        if o <= 0 { return nil }
        return wrap(content, in: .opacity(o))
    }
}

nonisolated extension View {
    /// Sets the transparency of this view: its drawing is composited as a group at `opacity`.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(opacity: opacity))
    }
}

extension _OpacityEffect: TreeDumpDescribing {
    var treeDumpValues: String { TreeDump.number(CGFloat(opacity)) }
}
