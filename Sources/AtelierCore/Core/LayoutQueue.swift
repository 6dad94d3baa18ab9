import Foundation

/// The layout phase's state: the nodes whose size may have changed, the size the root is laid out in, the
/// preference readers. The Layout layer's `LayoutPass` takes the queue when the frame owner runs it.
@MainActor final class LayoutQueue {
    /// The transactions of the updates whose changes a pass places.
    private let transactions: UpdateTransactions
    /// Where the pass counts the nodes it lays out.
    private let statistics: GraphStatistics
    /// Nodes whose size may have changed, waiting for the pass (appended to once per node marked, never while
    /// already being accessed: the runtime's exclusivity check there showed in the profile).
    @exclusivity(unchecked) private var queue: [ViewNode] = []
    /// Whether layout must run before the next drawing.
    private(set) var isNeeded = true
    /// Counts passes, so that a node laid out twice in one pass counts once (a node keeps the pass that last
    /// laid it out, which tells tests which nodes a change laid out).
    private(set) var passNumber = 0
    /// The size the next pass lays the root out in (the root view is proposed it and centred in it).
    var targetSize: CGSize = .zero
    /// The size the root was last laid out in.
    private(set) var size: CGSize = .zero
    /// The views reading preferences after each layout, made when the first one appears.
    private(set) var preferenceObservers: PreferenceObservers?

    init(transactions: UpdateTransactions, statistics: GraphStatistics) {
        self.transactions = transactions
        self.statistics = statistics
    }

    /// The graph's preference readers, made on first use.
    var preferenceReaders: PreferenceObservers {
        if let preferenceObservers { return preferenceObservers }
        let made = PreferenceObservers()
        preferenceObservers = made
        return made
    }

    /// Queues a node whose size may have changed for the next pass.
    func schedule(_ node: ViewNode) {
        guard !node.isQueuedForLayout else { return }
        node.isQueuedForLayout = true
        queue.append(node)
        isNeeded = true
    }

    /// Counts a node sized or placed in the current pass.
    func noteLaidOut(_ node: ViewNode) {
        if node.noteLaidOut(inPass: passNumber) { statistics.nodesLaidOut += 1 }
    }

    /// Starts a pass that lays the root out in `size` (what a lazy stack outside a scroll view reads as the
    /// viewport while the pass runs), and takes the queued nodes.
    func beginPass(size: CGSize) -> [ViewNode] {
        passNumber += 1
        self.size = size
        return takeQueued()
    }

    /// Takes the nodes queued since the last time (placement itself may queue some).
    func takeQueued() -> [ViewNode] {
        let taken = queue
        queue.removeAll()
        return taken
    }

    /// Records the end of a pass: nodes made or changed by placement itself (a GeometryReader's content) wait
    /// for the next pass.
    func endPass() {
        isNeeded = !queue.isEmpty
        transactions.layoutConsumedGeneration = transactions.generation
        laidOutInLastPass = true
    }

    /// Records a pass that found nothing to do.
    func skipPass() {
        transactions.layoutConsumedGeneration = transactions.generation
        laidOutInLastPass = false
    }

    /// Whether the last pass laid anything out.
    private(set) var laidOutInLastPass = false
}
