import Foundation

/// Changes the contrast of a view about mid-grey; what `contrast(_:)` applies (see `ColorMatrix.contrast`).
public struct _ContrastEffect: ViewModifier, PrimitiveModifier, ColorMatrixModifier, Equatable, _RemoveGlobalActorIsolation {
    /// The contrast factor: 0 is flat grey, 1 unchanged.
    public var amount: Double
    /// Creates the effect.
    public init(amount: Double) { self.amount = amount }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ColorMatrixEffectNode<_ContrastEffect>(context: context) }
    func colorMatrix(in environment: EnvironmentValues) -> [Float]? { amount.isFinite ? ColorMatrix.contrast(amount) : nil }
}

nonisolated extension View {
    /// Sets the contrast of this view: 0 is flat grey, 1 unchanged, above 1 stronger.
    public func contrast(_ amount: Double) -> some View { modifier(_ContrastEffect(amount: amount)) }
}
