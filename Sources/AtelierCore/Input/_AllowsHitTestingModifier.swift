import Foundation

/// Includes or excludes the content from hit testing; what `allowsHitTesting(_:)` applies.
public struct _AllowsHitTestingModifier: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// Whether the content can be hit.
    public var allowsHitTesting: Bool
    /// Creates the modifier.
    public init(allowsHitTesting: Bool) { self.allowsHitTesting = allowsHitTesting }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AllowsHitTestingNode(context: context) }
}

/// The node of `allowsHitTesting`: a pass-through (containers see each of the content's views) that hit
/// testing stops at when it is false.
@MainActor final class AllowsHitTestingNode: TransparentModifierNode<_AllowsHitTestingModifier>, HitTestingNode {
    var allowsHitTesting: Bool { modifier?.allowsHitTesting ?? true }
}

extension View {
    /// Configures whether this view participates in hit test operations (its subviews included).
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(allowsHitTesting: enabled))
    }
}
