import Foundation

/// Changes the colour saturation of a view; what `saturation(_:)` applies (see `ColorMatrix.saturation`).
public struct _SaturationEffect: ViewModifier, PrimitiveModifier, ColorMatrixModifier, Equatable, _RemoveGlobalActorIsolation {
    /// The saturation factor: 0 is grey, 1 unchanged.
    public var amount: Double
    /// Creates the effect.
    public init(amount: Double) { self.amount = amount }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ColorMatrixEffectNode<_SaturationEffect>(context: context) }
    func colorMatrix(in environment: EnvironmentValues) -> [Float]? { amount.isFinite ? ColorMatrix.saturation(amount) : nil }
}

nonisolated extension View {
    /// Sets the colour saturation of this view: 0 is grey, 1 unchanged.
    public func saturation(_ amount: Double) -> some View { modifier(_SaturationEffect(amount: amount)) }
}
