import Foundation

/// Multiplies the colours of a view by a colour; what `colorMultiply(_:)` applies (see `ColorMatrix.multiply`).
public struct _ColorMultiplyEffect: ViewModifier, PrimitiveModifier, ColorMatrixModifier, Equatable, _RemoveGlobalActorIsolation {
    /// The colour multiplied by.
    public var color: Color
    /// Creates the effect.
    public init(color: Color) { self.color = color }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ColorMatrixEffectNode<_ColorMultiplyEffect>(context: context) }
    func colorMatrix(in environment: EnvironmentValues) -> [Float]? { ColorMatrix.multiply(color.resolvedColor(in: environment)) }
}

nonisolated extension View {
    /// Multiplies each colour component of this view by the components of `color`.
    public func colorMultiply(_ color: Color) -> some View { modifier(_ColorMultiplyEffect(color: color)) }
}
