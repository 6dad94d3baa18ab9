import Foundation

/// Changes the transaction of a subtree's update when a value changes; what `transaction(value:_:)` applies.
public struct _ValueTransactionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The value whose changes trigger the transform.
    public var value: Value
    /// The change made to the transaction.
    public var transform: (inout Transaction) -> Void
    /// Creates the modifier.
    public init(value: Value, transform: @escaping (inout Transaction) -> Void) {
        self.value = value
        self.transform = transform
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ValueTransactionModifierNode<Value>(context: context) }
}

@MainActor final class ValueTransactionModifierNode<Value: Equatable>: TransactionOverrideNode<_ValueTransactionModifier<Value>> {
    override func transaction(from base: Transaction, previous: _ValueTransactionModifier<Value>?,
                              next: _ValueTransactionModifier<Value>) -> Transaction {
        guard let previous, previous.value != next.value else { return base }
        var t = base
        next.transform(&t)
        return t
    }
}

nonisolated extension View {
    /// Applies the given transaction mutation function to all animations used within the view, when `value` changes.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }
}
