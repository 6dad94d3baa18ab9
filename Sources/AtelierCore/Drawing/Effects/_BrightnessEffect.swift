import Foundation

/// Brightens a view by adding to its colour components; what `brightness(_:)` applies (see `ColorMatrix.brightness`).
public struct _BrightnessEffect: ViewModifier, PrimitiveModifier, ColorMatrixModifier, Equatable, _RemoveGlobalActorIsolation {
    /// How much is added, from 0 (no change) to 1 (white).
    public var amount: Double
    /// Creates the effect.
    public init(amount: Double) { self.amount = amount }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ColorMatrixEffectNode<_BrightnessEffect>(context: context) }
    func colorMatrix(in environment: EnvironmentValues) -> [Float]? { amount.isFinite ? ColorMatrix.brightness(amount) : nil }
}

nonisolated extension View {
    /// Brightens this view by `amount` (0 leaves it, 1 makes it white).
    public func brightness(_ amount: Double) -> some View { modifier(_BrightnessEffect(amount: amount)) }
}
