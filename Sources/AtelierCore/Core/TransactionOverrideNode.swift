import Foundation

/// The node of a modifier that changes the transaction its content is updated in (`animation(_:value:)`,
/// `animation(_:)`, `transaction(_:)`): for the duration of the content's update the graph's current
/// transaction is the changed one, so every value the content changes in that update animates (or not)
/// by it; the pass's transaction is restored afterwards. Containers see through it, as SwiftUI applies
/// these modifiers to each view of a group.
@MainActor class TransactionOverrideNode<Modifier>: TransparentModifierNode<Modifier> {
    /// The transaction the content is updated in, given the one this node was updated in.
    func transaction(from base: Transaction, previous: Modifier?, next: Modifier) -> Transaction { base }

    override func update<Content: View>(modifier next: Modifier, content: Content) {
        let previous = modifier
        modifier = next
        let saved = graph.transactions.current
        graph.transactions.current = transaction(from: transactionOfUpdate, previous: previous, next: next)
        defer { graph.transactions.current = saved }
        child = reconcile(child, with: content, environment: childEnvironment)
    }
}
