import Foundation

/// The transactions of a graph's updates: the one a state change recorded for the coming pass, the one the
/// pass runs in, the ones nodes were updated in (by index), and which pass the latest layout consumed.
@MainActor final class UpdateTransactions {
    /// The transaction of the latest state change, applied by the coming update.
    var pending: Transaction?
    /// The transaction of the update being run: what changed now animates with its animation.
    var current = Transaction() {
        didSet { currentIndex = nil }
    }
    /// The transaction of the last update that changed something, used when layout moves views.
    var layout = Transaction()
    /// Counts update passes, so that a node can tell whether it was updated in the current one.
    private(set) var generation = 0
    /// The update pass whose changes the latest layout pass placed: later placements (a scroll, a new window
    /// size) move without that update's animation.
    var layoutConsumedGeneration = -1
    /// The transactions nodes were updated in during the current pass, which each node refers to by index
    /// (`ViewNode.updateTransaction`): a whole transaction in every node was a hundred bytes apiece.
    private var ofPass: [Transaction] = []
    private var ofPassGeneration = -1
    /// Where `current` sits in `ofPass`, once a node has been updated in it.
    private var currentIndex: Int32?

    /// Starts an update pass: it runs in the pending transaction, which the next layout animates with.
    func beginPass() {
        generation += 1
        current = pending ?? Transaction()
        pending = nil
        layout = current
    }

    /// Ends an update pass: later changes outside a pass run in no transaction.
    func endPass() { current = Transaction() }

    /// Remembers the transaction of a state change for the coming update.
    func record(_ transaction: Transaction?) {
        if let transaction { pending = transaction }
    }

    /// The index of the current transaction among this pass's, for a node updated now.
    func indexOfCurrent() -> Int32 {
        if ofPassGeneration != generation {
            ofPassGeneration = generation
            ofPass.removeAll(keepingCapacity: true)
            currentIndex = nil
        }
        if let currentIndex { return currentIndex }
        ofPass.append(current)
        let index = Int32(ofPass.count - 1)
        currentIndex = index
        return index
    }

    /// A transaction of the current pass, by the index a node keeps (the default one for an index not of it).
    func ofPass(_ index: Int32) -> Transaction {
        guard ofPassGeneration == generation, index >= 0, Int(index) < ofPass.count else { return Transaction() }
        return ofPass[Int(index)]
    }
}
