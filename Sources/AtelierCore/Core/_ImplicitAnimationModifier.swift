import Foundation

/// Applies an animation to every change of a subtree; what the deprecated `animation(_:)` applies.
public struct _ImplicitAnimationModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The animation; nil makes the changes jump.
    public var animation: Animation?
    /// Creates the modifier.
    public init(animation: Animation?) { self.animation = animation }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ImplicitAnimationModifierNode(context: context) }
}

/// The content is always updated with the modifier's animation (unless the transaction disables animations).
@MainActor final class ImplicitAnimationModifierNode: TransactionOverrideNode<_ImplicitAnimationModifier> {
    override func transaction(from base: Transaction, previous: _ImplicitAnimationModifier?,
                              next: _ImplicitAnimationModifier) -> Transaction {
        guard !base.disablesAnimations else { return base }
        var t = base
        t.animation = next.animation
        return t
    }
}

nonisolated extension View {
    /// Applies the given animation to all animatable values within this view.
    ///
    /// Every change of the view is animated with `animation`; `animation(nil)` makes every change jump.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_ImplicitAnimationModifier(animation: animation))
    }
}
