import Foundation

/// Changes the transaction of every update of a subtree; what `transaction(_:)` applies.
public struct _TransactionModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The change made to the transaction.
    public var transform: (inout Transaction) -> Void
    /// Creates the modifier.
    public init(transform: @escaping (inout Transaction) -> Void) { self.transform = transform }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { TransactionModifierNode(context: context) }
}

@MainActor final class TransactionModifierNode: TransactionOverrideNode<_TransactionModifier> {
    override func transaction(from base: Transaction, previous: _TransactionModifier?,
                              next: _TransactionModifier) -> Transaction {
        var t = base
        next.transform(&t)
        return t
    }
}

nonisolated extension View {
    /// Applies the given transaction mutation function to all animations used within the view.
    ///
    /// `transform` receives the transaction of each update of this view's subtree and may change it, for
    /// example `transaction { $0.animation = nil }` to make every change inside jump.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
}
