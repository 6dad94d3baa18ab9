import Foundation

/// Hides a view while keeping its place in the layout; what `hidden()` applies.
public struct _HiddenModifier: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// Creates the modifier.
    public init() {}
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { HiddenModifierNode(context: context) }
}

@MainActor final class HiddenModifierNode: EffectModifierNode<_HiddenModifier> {
    override func draw(into list: inout DisplayList) {}
    override func apply(to content: DisplayList) -> DisplayList? { nil }
    override var hidesSubtree: Bool { true }
}

nonisolated extension View {
    /// Hides this view unconditionally; it still takes its space in the layout.
    public func hidden() -> some View {
        modifier(_HiddenModifier())
    }
}
