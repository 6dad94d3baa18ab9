import Foundation
import Observation

/// Owns a tree of nodes: schedules body evaluations for what changed, then lays out and draws.
@MainActor @_spi(Backend) public final class ViewGraph {
    /// The node under which the program's view sits.
    private(set) var root: RootNode!
    /// How many bodies have been evaluated, for tests of update granularity.
    public internal(set) var bodyEvaluations = 0
    /// Whether layout must run before the next drawing.
    var needsLayout = true
    /// Nodes whose size may have changed, waiting for the layout pass (appended to once per node marked, never
    /// while already being accessed: the runtime's exclusivity check there showed in the profile, as for `displayQueue`).
    @exclusivity(unchecked) private var layoutQueue: [ViewNode] = []
    /// How many nodes the latest layout passes sized or placed (each node once per pass), for tests and benchmarks.
    public internal(set) var nodesLaidOut = 0
    /// How many nodes the tree holds now, the root's among them (a walk of the tree, for benchmarks): unlike
    /// `nodesLaidOut`, it counts the nodes no container sizes, such as a body node that hands on its child.
    public var nodeCount: Int {
        guard let root else { return 0 }
        var count = 0
        var pending: [ViewNode] = [root]
        while let node = pending.popLast() {
            count += 1
            pending.append(contentsOf: node.children)
        }
        return count
    }
    /// Counts layout passes, so that a node laid out twice in one pass counts once (a node keeps the pass
    /// that last laid it out, which tells tests which nodes a change laid out).
    private(set) var layoutPass = 0
    /// Counts the frames drawn (`render`), so that a retained drawing can tell whether it changed in this one.
    var drawingFrame: UInt64 = 0
    /// How a list of several views is laid out where no container takes them (the root, a padding's
    /// content...): SwiftUI's implicit vertical stack, handed in by the layer that owns stacks.
    let looseContentLayout: any LooseContentLayout
    /// Body nodes whose inputs changed, waiting for `update()`.
    private var pending: [BodyNode] = []
    /// The bodies being evaluated, innermost last.
    private var evaluating: [BodyNode] = []
    /// Called when the graph has work to do, so that a host can schedule a frame.
    public var onNeedsUpdate: (() -> Void)?
    /// The transaction of the latest state change, applied by the coming update.
    var pendingTransaction: Transaction?
    /// The size the root was last laid out in.
    public private(set) var size: CGSize = .zero
    /// The virtual clock animations and gesture timers run on.
    let clock = AnimationClock()
    /// The wall-clock date at virtual time 0: a timeline's dates are this plus the clock's time, so a host
    /// that fixes it (TestHost) sees the same dates on every run.
    public let startDate: Date
    /// Nodes with animated values in flight.
    var animatingNodes: [ObjectIdentifier: WeakNode] = [:]
    /// The transaction of the update being run: what changed now animates with its animation.
    var currentTransaction = Transaction() {
        didSet { currentTransactionIndex = nil }
    }
    /// The transactions nodes were updated in during the current update pass, which each node refers to by
    /// index (`ViewNode.updateTransaction`): a whole transaction in every node was a hundred bytes apiece.
    private var passTransactions: [Transaction] = []
    private var passTransactionsGeneration = -1
    /// Where `currentTransaction` sits in `passTransactions`, once a node has been updated in it.
    private var currentTransactionIndex: Int32?

    /// The index of the current transaction among this pass's, for a node updated now.
    func indexOfCurrentTransaction() -> Int32 {
        if passTransactionsGeneration != updateGeneration {
            passTransactionsGeneration = updateGeneration
            passTransactions.removeAll(keepingCapacity: true)
            currentTransactionIndex = nil
        }
        if let index = currentTransactionIndex { return index }
        passTransactions.append(currentTransaction)
        let index = Int32(passTransactions.count - 1)
        currentTransactionIndex = index
        return index
    }

    /// A transaction of the current pass, by the index a node keeps (the default one for an index not of it).
    func passTransaction(_ index: Int32) -> Transaction {
        guard passTransactionsGeneration == updateGeneration, index >= 0, Int(index) < passTransactions.count else { return Transaction() }
        return passTransactions[Int(index)]
    }
    /// The transaction of the last update that changed something, used when layout moves views.
    var layoutTransaction = Transaction()
    /// Counts update passes, so that a node can tell whether it was updated in the current one.
    private var updateGeneration = 0
    var updateGenerationValue: Int { updateGeneration }
    /// The update pass whose changes the latest layout pass placed: later placements (a scroll, a new
    /// window size) move without that update's animation.
    private(set) var layoutConsumedGeneration = -1

    /// Creates a graph for a root view in an environment; `looseContentLayout` lays out several views
    /// where no container takes them.
    init<V: View>(root view: V, environment: EnvironmentValues, looseContentLayout: any LooseContentLayout,
                  startDate: Date = Date()) {
        self.looseContentLayout = looseContentLayout
        self.startDate = startDate.timeIntervalSinceReferenceDate.isFinite ? startDate : Date()
        root = RootNode(context: NodeContext(graph: self, parent: nil))
        root.environment = environment
        root.setContent(view)
    }

    /// Puts a new value of the program's view at the root (an `ImageRenderer` given new content): the tree is
    /// updated as a body's child would be, keeping the state and drawing of what stays.
    public func replaceRootView<V: View>(_ view: V) {
        root.setContent(view)
        onNeedsUpdate?()
    }

    /// The environment at the root.
    public var environment: EnvironmentValues {
        get { root.environment }
        set { root.environment = newValue; root.refresh() }
    }

    /// The saved state of the lazy row being made now, if any: its body nodes take their storage from it.
    var restoringRowState: SavedRowState?

    /// How many node updates are nested on the stack right now.
    var nestedUpdates = 0
    /// Past this many nested updates, nodes are updated later from the update loop.
    static let maxNestedUpdates = 256

    /// Queues a node's update for the update loop without treating it as a state change.
    func deferUpdate(_ node: ViewNode) { deferred.append(node) }

    /// Nodes left for the update loop because the tree was too deep to update in one go.
    private var deferred: [ViewNode] = []

    /// The node whose body is being evaluated, if any.
    var currentEvaluation: BodyNode? { evaluating.last }

    /// Runs a body with the node recorded as the reader of every state and observable it touches.
    func evaluate<T>(for node: BodyNode, _ body: () -> T) -> T {
        evaluating.append(node)
        defer { evaluating.removeLast() }
        let handle = node.handle
        return withObservationTracking(body, onChange: { [handle] in
            // Observation calls this on the thread that mutates, before the new value is stored.
            if StackGuard.isOnMainThread {
                MainActor.assumeIsolated { handle.node.map { $0.graph.invalidate($0) } }
            } else {
                DispatchQueue.main.async { handle.node.map { $0.graph.invalidate($0) } }
            }
        })
    }

    /// Marks a body as needing evaluation because something it read changed.
    func invalidate(_ node: BodyNode) {
        guard node.isAttached else { return }
        if !evaluating.isEmpty {
            Diagnostics.warn("Modifying state during view update, this will cause undefined behavior. "
                + "(a value read by \(node.viewType) changed while a body was being evaluated; the change is applied in the next update)",
                key: "state-during-update-\(node.viewType)")
        }
        if !node.needsEvaluation {
            node.needsEvaluation = true
        }
        pending.append(node)
        onNeedsUpdate?()
    }

    /// Whether the tree must be laid out again before it is drawn.
    public var needsLayoutPass: Bool { needsLayout }

    /// Forces the next `layout(in:)` to size and place every node again, for benchmarks of a full layout pass.
    public func needsLayoutForBenchmark() {
        for node in allNodes() { node.setNeedsLayout() }
    }

    /// Forces the next frame to make every node's drawing again, for benchmarks of a full display list.
    public func needsDisplayForBenchmark() {
        for node in allNodes() { node.setNeedsDisplay() }
    }

    /// Queues a node whose size may have changed for the next layout pass.
    func scheduleLayout(_ node: ViewNode) {
        guard !node.isQueuedForLayout else { return }
        node.isQueuedForLayout = true
        layoutQueue.append(node)
        needsLayout = true
    }

    /// Counts a node sized or placed in the current pass.
    func noteLaidOut(_ node: ViewNode) {
        if node.laidOutInPass != layoutPass {
            node.laidOutInPass = layoutPass
            nodesLaidOut += 1
        }
    }

    /// Nodes whose drawing changed, waiting for the next frame.
    @exclusivity(unchecked) private var displayQueue: [ViewNode] = []

    /// Queues a node whose drawing changed for the next frame; a node never drawn is not queued, since
    /// the frame that first reaches it draws it whole.
    func scheduleDisplay(_ node: ViewNode) {
        guard node.hasBeenDrawn, !node.isQueuedForDisplay else { return }
        node.isQueuedForDisplay = true
        displayQueue.append(node)
    }

    /// The nodes whose drawing changed since the last frame; the queue starts empty again.
    func takeDisplayQueue() -> [ViewNode] {
        let nodes = displayQueue
        displayQueue.removeAll()
        for node in nodes { node.isQueuedForDisplay = false }
        return nodes
    }

    /// Whether bodies are waiting to be evaluated.
    public var hasPendingUpdates: Bool { !pending.isEmpty || !deferred.isEmpty }

    /// Per-graph objects of the layers above Core (the gesture engine, keyboard focus...), by type.
    private var services: [ObjectIdentifier: AnyObject] = [:]

    /// The graph's object of type `S`, made by `make` on first use: how a higher layer keeps state per graph
    /// without Core naming its type.
    func service<S: AnyObject>(_ type: S.Type, make: () -> S) -> S {
        if let existing = services[ObjectIdentifier(type)] as? S { return existing }
        let made = make()
        services[ObjectIdentifier(type)] = made
        return made
    }

    /// Lifecycle actions (onChange, onAppear, onDisappear, task) queued for after the update pass.
    let postUpdateActions = PostUpdateActions()

    /// Evaluates every body whose inputs changed, parents first.
    public func update() {
        // Lifecycle hook (Core/PostUpdateActions.swift): loops "this pass, then queued actions" until settled.
        if postUpdateActions.drive(self) { return }
        guard hasPendingUpdates else { return }
        updateGeneration += 1
        currentTransaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        layoutTransaction = currentTransaction
        defer { currentTransaction = Transaction() }
        var rounds = 0
        while !pending.isEmpty || !deferred.isEmpty {
            if pending.isEmpty {
                // Building a deep tree slice by slice is not a state loop: these do not count as rounds.
                let nodes = deferred
                deferred.removeAll()
                for node in nodes where node.isAttached {
                    if let view = node.currentView {
                        node.update(view: view)
                        // Kept for the deferred update only, unless the parent updates its children from their values.
                        if node.parent?.updatesChildrenFromTheirViews == false { node.currentView = nil }
                    }
                }
                continue
            }
            rounds += 1
            if rounds > 100 {
                Diagnostics.warn("a view's state changes every time its body is evaluated; updates stopped after 100 rounds",
                                 key: "update-loop")
                pending.removeAll()
                break
            }
            let nodes = pending.sorted { $0.depth < $1.depth }
            pending.removeAll()
            for node in nodes where node.needsEvaluation && node.isAttached {
                node.evaluate()
            }
        }
    }

    /// Lays the root out in `size` (the root view is proposed the size and centred in it).
    ///
    /// Only what changed is laid out again: each queued node is asked for the sizes it gave before; a node
    /// that gives them all again is placed again where it is, and one that does not hands the question to
    /// its parent. A changed window size lays out from the root, reusing every size that still holds.
    ///
    /// Then the views that read preferences (`onPreferenceChange`, `overlayPreferenceValue`) read them: an
    /// action they run, or a view they build, is updated and laid out in the same call.
    public func layout(in size: CGSize) {
        var laidOut = layoutTree(in: size)
        guard let observers = preferenceObservers else { return }
        var rounds = 0
        while laidOut || observers.changed {
            observers.changed = false
            guard observers.deliver() else { return }
            rounds += 1
            if rounds > 20 {
                Diagnostics.warn("a preference changes every time it is read; preference actions stopped after 20 rounds",
                                 key: "preference-loop")
                return
            }
            update()
            laidOut = layoutTree(in: size)
        }
    }

    /// The views reading preferences after each layout, made when the first one appears.
    var preferenceObservers: PreferenceObservers?

    /// Lays out what changed; returns whether anything was.
    @discardableResult
    private func layoutTree(in size: CGSize) -> Bool {
        let size = CGSize(width: size.width.finiteOrZero, height: size.height.finiteOrZero)
        guard needsLayout || size != self.size else {
            layoutConsumedGeneration = updateGeneration
            return false
        }
        layoutPass += 1
        var placeAgain: [ViewNode] = []
        var layoutFromRoot = size != self.size || !root.hasBeenLaidOut
        // Deepest first, so that a parent reached from several children is asked once, after them.
        var levels: [[ViewNode]] = []
        var deepest = -1
        func takeQueue() {
            for node in layoutQueue {
                if node.depth >= levels.count { levels.append(contentsOf: repeatElement([], count: node.depth + 1 - levels.count)) }
                levels[node.depth].append(node)
                deepest = max(deepest, node.depth)
            }
            layoutQueue.removeAll()
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
        needsLayout = !layoutQueue.isEmpty
        layoutConsumedGeneration = updateGeneration
        return true
    }

    /// The root view's ideal size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        update()
        return root.sizeThatFits(proposal)
    }

    /// Every node in tree order.
    func allNodes() -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ n: ViewNode) { result.append(n); n.children.forEach(visit) }
        visit(root)
        return result
    }
}

/// The top of the tree: holds the program's view and centres it in the host's size.
@MainActor final class RootNode: WrapperNode {
    func setContent(_ view: any View) {
        isSettingContent = true
        child = reconcile(child, with: view, environment: environment)
        isSettingContent = false
        if overlayChild != nil || !graph.rootOverlays.entries.isEmpty {
            overlayChild = reconcile(overlayChild, with: RootOverlayStack(entries: graph.rootOverlays.entries), environment: environment)
        }
    }

    /// Whether the content is being brought up to date: a presentation it changes is taken right after,
    /// in the same update, rather than in another one (which would update the content again, and a
    /// presenter whose body makes new values each time, a menu in a style's body, would present again).
    private(set) var isSettingContent = false

    /// The views presented over the content (`RootOverlays`), once any was.
    private(set) var overlayChild: ViewNode?

    override var children: [ViewNode] {
        guard let overlayChild else { return super.children }
        return child.map { [$0, overlayChild] } ?? [overlayChild]
    }

    /// The presented views changed: the next update takes them.
    func overlaysChanged() {
        if let content = child?.currentView {
            currentView = content
            graph.deferUpdate(self)
        }
        graph.onNeedsUpdate?()
    }

    override func update(view: any View) { setContent(view) }

    /// The root's content is set again from the value it had when the environment changes.
    override var updatesChildrenFromTheirViews: Bool { true }

    /// Pushes a changed environment down.
    func refresh() {
        if let child, let v = child.currentView { setContent(v) }
    }

    /// Whether the root has been laid out in a size yet.
    private(set) var hasBeenLaidOut = false

    func layoutRoot(in size: CGSize) {
        hasBeenLaidOut = true
        setFrameWithoutLayout(CGRect(origin: .zero, size: size))
        guard let child else { return }
        let proposal = ProposedViewSize(size)
        let s = child.sizeThatFits(proposal)
        // Centred in unrounded coordinates: each placed frame snaps to the pixel grid once, on its own.
        child.place(in: CGRect(x: ((size.width - s.width) / 2).finiteOrZero, y: ((size.height - s.height) / 2).finiteOrZero,
                               width: s.width, height: s.height), proposal: proposal)
        // Each presented view fills the window.
        if let overlayChild {
            var items: [ViewNode] = []
            overlayChild.collectLayoutItems(into: &items)
            for item in items {
                _ = item.sizeThatFits(proposal)
                item.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
            }
        }
    }

}

extension ViewGraph {
    /// Remembers the transaction of a state change for the coming update.
    func recordTransaction(_ transaction: Transaction?) {
        if let transaction { pendingTransaction = transaction }
    }
}
