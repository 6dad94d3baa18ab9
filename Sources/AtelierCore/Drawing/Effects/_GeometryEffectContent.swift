import Foundation

/// The content of a geometry effect together with the effect: the view a custom GeometryEffect's body makes.
public struct _GeometryEffectContent<Effect: GeometryEffect>: View, _RemoveGlobalActorIsolation {
    let content: _ViewModifier_Content<Effect>
    let effect: Effect
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension _GeometryEffectContent: PrimitiveView, GeometryEffectCarrier {
    func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context: context) }
    var anyEffect: any GeometryEffect { effect }
    var anyEffectContent: any View { content }
}
