import Foundation

/// Applies an animation to the changes of a subtree when a value changes; what `animation(_:value:)` applies.
public struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The animation; nil makes the changes jump.
    public var animation: Animation?
    /// The value whose changes trigger the animation.
    public var value: Value
    /// Creates the modifier.
    public init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AnimationModifierNode<Value>(context: context) }
}

/// When the value differs from the previous update's, the content is updated with the modifier's animation
/// (unless the transaction disables animations); otherwise with the transaction as it is.
@MainActor final class AnimationModifierNode<Value: Equatable>: TransactionOverrideNode<_AnimationModifier<Value>> {
    override func transaction(from base: Transaction, previous: _AnimationModifier<Value>?,
                              next: _AnimationModifier<Value>) -> Transaction {
        guard let previous, previous.value != next.value, !base.disablesAnimations else { return base }
        var t = base
        t.animation = next.animation
        return t
    }
}

nonisolated extension View {
    /// Applies the given animation to this view when the specified value changes.
    ///
    /// Every animatable value of the view (its frame, effects, shapes) that changes in the same update as
    /// `value` moves with `animation`; nil makes those changes jump, even inside `withAnimation`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }
}
