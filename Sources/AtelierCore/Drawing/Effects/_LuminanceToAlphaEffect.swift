import Foundation

/// Makes a view's luminance its alpha, over black: what `luminanceToAlpha()` applies (see
/// `ColorMatrix.luminanceToAlpha`).
public struct _LuminanceToAlphaEffect: ViewModifier, PrimitiveModifier, ColorMatrixModifier, Equatable, _RemoveGlobalActorIsolation {
    /// Creates the effect.
    public init() {}
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ColorMatrixEffectNode<_LuminanceToAlphaEffect>(context: context) }
    func colorMatrix(in environment: EnvironmentValues) -> [Float]? { ColorMatrix.luminanceToAlpha }
}

nonisolated extension View {
    /// Adds a luminance to alpha effect: a semi-transparent mask made of the view, darker areas more
    /// transparent (white opaque black, black fully transparent).
    public func luminanceToAlpha() -> some View { modifier(_LuminanceToAlphaEffect()) }
}
