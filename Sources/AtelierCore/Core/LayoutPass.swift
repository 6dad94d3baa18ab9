import Foundation

/// The layout phase's state: the nodes whose size may have changed, the size the root is laid out in, and
/// the pass itself, which the frame owner runs.
///
/// Only what changed is laid out again: each queued node is asked for the sizes it gave before; a node that
/// gives them all again is placed again where it is, and one that does not hands the question to its parent.
/// A changed size lays out from the root, reusing every size that still holds.
@MainActor final class LayoutPass {
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
        if node.laidOutInPass != passNumber {
            node.laidOutInPass = passNumber
            statistics.nodesLaidOut += 1
        }
    }

    /// Lays out what changed under `root` in `targetSize`; returns whether anything was. Run by the frame
    /// owner only.
    @discardableResult
    func performPass(root: RootNode) -> Bool {
        let size = CGSize(width: targetSize.width.finiteOrZero, height: targetSize.height.finiteOrZero)
        guard isNeeded || size != self.size else {
            transactions.layoutConsumedGeneration = transactions.generation
            return false
        }
        passNumber += 1
        var placeAgain: [ViewNode] = []
        var layoutFromRoot = size != self.size || !root.hasBeenLaidOut
        // Deepest first, so that a parent reached from several children is asked once, after them.
        var levels: [[ViewNode]] = []
        var deepest = -1
        func takeQueue() {
            for node in queue {
                if node.depth >= levels.count { levels.append(contentsOf: repeatElement([], count: node.depth + 1 - levels.count)) }
                levels[node.depth].append(node)
                deepest = max(deepest, node.depth)
            }
            queue.removeAll()
        }
        takeQueue()
        while deepest >= 0 {
            let level = levels[deepest]
            levels[deepest] = []
            deepest -= 1
            for node in level {
                node.isQueuedForLayout = false
                guard node.isAttached, node.layoutIsDirty else { continue }
                if node === root { layoutFromRoot = true; continue }
                if node.keepsItsSizes() {
                    placeAgain.append(node)
                } else if let parent = node.parent {
                    parent.setNeedsLayout()
                }
            }
            takeQueue()
        }
        self.size = size
        if layoutFromRoot { root.layoutRoot(in: size) }
        for node in placeAgain.sorted(by: { $0.depth < $1.depth }) where node.isAttached {
            node.placeAgain()
        }
        // Nodes made or changed by placement itself (a GeometryReader's content) wait for the next pass.
        isNeeded = !queue.isEmpty
        transactions.layoutConsumedGeneration = transactions.generation
        return true
    }
}
