import Foundation

/// Type-erased storage of one state value in a node. State is read and written on the main thread;
/// the graph is reached through `MainActor.assumeIsolated` there.
class AnyStateStorage: @unchecked Sendable {
    weak var node: BodyNode?
    /// Body nodes that read the value, by identity.
    var readers: [ObjectIdentifier: WeakBox] = [:]
    init(node: BodyNode?) { self.node = node }
}

final class WeakBox: @unchecked Sendable {
    weak var node: BodyNode?
    init(_ node: BodyNode) { self.node = node }
}

/// A state value, kept by a node between updates.
final class StateStorage<Value>: AnyStateStorage, @unchecked Sendable {
    var value: Value
    init(value: Value, node: BodyNode?) {
        self.value = value
        super.init(node: node)
    }

    /// The storage a node keeps in `slot`, made with `initial` the first time.
    @MainActor static func kept(in slot: inout AnyObject?, initial: @autoclosure () -> Value, node: BodyNode) -> StateStorage<Value> {
        if let existing = slot as? StateStorage<Value> { return existing }
        let made = StateStorage(value: initial(), node: node)
        slot = made
        return made
    }

    /// Reads the value, recording the body being evaluated as a reader.
    func read() -> Value {
        if StackGuard.isOnMainThread {
            MainActor.assumeIsolated {
                if let reader = node?.graph.updates.currentEvaluation { readers[ObjectIdentifier(reader)] = WeakBox(reader) }
            }
        }
        return value
    }

    /// Stores the value and invalidates every body that read it (nothing happens for an equal value).
    func write(_ newValue: Value, transaction: Transaction? = nil) {
        if StateStorage.isEqual(value, newValue) { return }
        value = newValue
        guard StackGuard.isOnMainThread else {
            Diagnostics.warn("Publishing changes from background threads is not allowed; a State of \(Value.self) was written off the main thread and the views reading it update on the main queue",
                             key: "state-background-\(Value.self)")
            DispatchQueue.main.async { self.invalidateReaders(transaction) }
            return
        }
        invalidateReaders(transaction)
    }

    private func invalidateReaders(_ transaction: Transaction?) {
        MainActor.assumeIsolated {
            guard let graph = node?.graph else { return }
            // A write no body has read yet (a GeometryReader's content setting state before it shows it) is a write
            // during an update all the same, as SwiftUI warns.
            if readers.isEmpty, !graph.updates.evaluating.isEmpty, let owner = node {
                Diagnostics.warn("Modifying state during view update, this will cause undefined behavior. "
                    + "(a value of \(owner.viewType) changed while a body was being evaluated)",
                    key: "state-during-update-\(owner.viewType)")
            }
            // A binding's own transaction wins when it says something (an animation, or animations disabled);
            // otherwise the write takes the transaction of the enclosing withAnimation/withTransaction.
            let own = transaction.flatMap { $0.animation != nil || $0.disablesAnimations ? $0 : nil }
            let chosen = own ?? TransactionStack.current ?? transaction
            graph.transactions.record(chosen)
            for (key, box) in readers {
                guard let reader = box.node, reader.isAttached else { readers[key] = nil; continue }
                // A reader in another window's graph (state of the App read through a binding) updates there.
                if reader.graph !== graph { reader.graph.transactions.record(chosen) }
                reader.graph.updates.invalidate(reader)
            }
        }
    }

    private static func isEqual(_ a: Value, _ b: Value) -> Bool {
        guard let ea = a as? any Equatable else { return false }
        return open(ea, b)
    }
    private static func open<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T).map { a == $0 } ?? false }
}
