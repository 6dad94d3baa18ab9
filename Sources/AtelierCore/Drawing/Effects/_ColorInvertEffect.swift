import Foundation

/// Inverts the colours of a view; what `colorInvert()` applies (see `ColorMatrix.invert`).
public struct _ColorInvertEffect: ViewModifier, PrimitiveModifier, ColorMatrixModifier, Equatable, _RemoveGlobalActorIsolation {
    /// Creates the effect.
    public init() {}
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ColorMatrixEffectNode<_ColorInvertEffect>(context: context) }
    func colorMatrix(in environment: EnvironmentValues) -> [Float]? { ColorMatrix.invert }
}

nonisolated extension View {
    /// Inverts the colours of this view.
    public func colorInvert() -> some View { modifier(_ColorInvertEffect()) }
}
