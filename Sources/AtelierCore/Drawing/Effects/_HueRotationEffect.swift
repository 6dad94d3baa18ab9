import Foundation

/// Rotates the hues of a view; what `hueRotation(_:)` applies (see `ColorMatrix.hueRotation`).
public struct _HueRotationEffect: ViewModifier, PrimitiveModifier, ColorMatrixModifier, Equatable, _RemoveGlobalActorIsolation {
    /// The angle hues are turned by.
    public var angle: Angle
    /// Creates the effect.
    public init(angle: Angle) { self.angle = angle }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ColorMatrixEffectNode<_HueRotationEffect>(context: context) }
    func colorMatrix(in environment: EnvironmentValues) -> [Float]? { angle.radians.isFinite ? ColorMatrix.hueRotation(angle) : nil }
}

nonisolated extension View {
    /// Rotates the hues of this view's colours by `angle`.
    public func hueRotation(_ angle: Angle) -> some View { modifier(_HueRotationEffect(angle: angle)) }
}
