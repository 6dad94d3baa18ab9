import Foundation

/// Removes colour from a view; what `grayscale(_:)` applies (see `ColorMatrix.grayscale`).
public struct _GrayscaleEffect: ViewModifier, PrimitiveModifier, ColorMatrixModifier, Equatable, _RemoveGlobalActorIsolation {
    /// How grey, from 0 (unchanged) to 1 (fully grey).
    public var amount: Double
    /// Creates the effect.
    public init(amount: Double) { self.amount = amount }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ColorMatrixEffectNode<_GrayscaleEffect>(context: context) }
    func colorMatrix(in environment: EnvironmentValues) -> [Float]? { amount.isFinite ? ColorMatrix.grayscale(amount) : nil }
}

nonisolated extension View {
    /// Removes colour from this view by `amount`, from 0 (unchanged) to 1 (fully grey).
    public func grayscale(_ amount: Double) -> some View { modifier(_GrayscaleEffect(amount: amount)) }
}
