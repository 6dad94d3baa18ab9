import Foundation

/// A geometry effect that is applied only while drawing; what `ignoredByLayout()` returns. A plain value whose
/// animatable data is read from any context, as `Animatable` asks; its effect and node work on the main actor.
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect, PrimitiveModifier {
    /// The effect.
    public var base: Base
    /// Wraps an effect.
    public init(base: Base) { self.base = base }
    /// The wrapped effect's value.
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
    /// The wrapped effect's data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    @MainActor func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context: context) }
}
