import Foundation

/// Owns a tree of nodes and the parts that bring it up to date: the frame owner runs the phases; the update
/// scheduler, the layout pass and the display queue keep what each phase has to do; the clock moves time.
@MainActor @_spi(Backend) public final class ViewGraph {
    /// The node under which the program's view sits.
    private(set) var root: RootNode!
    /// The one owner of the frame: the only caller of the passes.
    private(set) var frameOwner: FrameOwner!
    /// The bodies waiting for the update phase, and the pass that evaluates them.
    let updates: UpdateScheduler
    /// The transactions of the updates, which the nodes updated in them animate with.
    let transactions: UpdateTransactions
    /// The nodes waiting for the layout phase, and the size it lays the root out in.
    let layoutQueue: LayoutQueue
    /// The nodes whose drawing changed, waiting for the display phase.
    let displayQueue = DisplayQueue()
    /// What the graph counts for tests and benchmarks.
    let statistics: GraphStatistics
    /// Lifecycle actions (onChange, onAppear, onDisappear, task) queued for after the update pass.
    let postUpdateActions = PostUpdateActions()
    /// How a list of several views is laid out where no container takes them (the root, a padding's
    /// content...): SwiftUI's implicit vertical stack, handed in by the layer that owns stacks.
    let looseContentLayout: any LooseContentLayout
    /// The virtual clock animations and gesture timers run on.
    let clock = AnimationClock()
    /// The wall-clock date at virtual time 0: a timeline's dates are this plus the clock's time, so a host
    /// that fixes it (TestHost) sees the same dates on every run.
    public let startDate: Date
    /// Nodes with animated values in flight.
    var animatingNodes: [ObjectIdentifier: WeakNode] = [:]
    /// Whether the graph keeps a semantics tree (a test or an assistive technology asked for one): changes
    /// then mark the semantics of the nodes they touch.
    var tracksSemantics = false
    /// Per-graph objects of the layers above Core (the gesture engine, keyboard focus...), by type.
    private var services: [ObjectIdentifier: AnyObject] = [:]

    /// Creates a graph for a root view in an environment; `looseContentLayout` lays out several views
    /// where no container takes them.
    init<V: View>(root view: V, environment: EnvironmentValues, looseContentLayout: any LooseContentLayout,
                  startDate: Date = Date()) {
        self.looseContentLayout = looseContentLayout
        self.startDate = startDate.timeIntervalSinceReferenceDate.isFinite ? startDate : Date()
        let transactions = UpdateTransactions(), statistics = GraphStatistics()
        self.transactions = transactions
        self.statistics = statistics
        updates = UpdateScheduler(transactions: transactions)
        layoutQueue = LayoutQueue(transactions: transactions, statistics: statistics)
        frameOwner = FrameOwner(graph: self)
        root = RootNode(context: NodeContext(graph: self, parent: nil))
        root.environment = environment
        followDisplayScale()
        installUndoManager()
        root.setContent(view)
    }

    /// Puts a new value of the program's view at the root (an `ImageRenderer` given new content): the tree is
    /// updated as a body's child would be, keeping the state and drawing of what stays.
    public func replaceRootView<V: View>(_ view: V) {
        root.setContent(view)
        requestFrame()
    }

    /// The environment at the root.
    public var environment: EnvironmentValues {
        get { root.environment }
        set {
            // Writing back the environment just read (a host setting a value it already has) changes nothing:
            // refreshing would walk and compare the whole tree, a good part of a window's first frame.
            guard newValue.version != root.environment.version else { return }
            root.environment = newValue
            root.refresh()
            followDisplayScale()
        }
    }

    /// Pixels per point of the display the graph is drawn on (the root's `displayScale`, 1 when it is not a
    /// positive number): layout snaps every placement to this grid, as SwiftUI snaps to device pixels.
    public private(set) var pixelScale: CGFloat = 1

    /// Takes the root's display scale as the pixel grid; a new grid lays every node out again, since each
    /// placed frame was snapped to the old one.
    private func followDisplayScale() {
        let scale = root.environment.displayScale
        let valid = scale.isFinite && scale > 0 ? scale : 1
        guard valid != pixelScale else { return }
        pixelScale = valid
        var pending: [ViewNode] = [root]
        while let node = pending.popLast() {
            node.setNeedsLayout()
            pending.append(contentsOf: node.children)
        }
    }

    /// The safe area insets the host gives the root, in points (a phone's status bar and home indicator): the root
    /// proposes its content what they leave and places it there, and views that ignore the safe area reach under
    /// them. Zero for a desktop window. A negative or non-finite inset counts as zero, with one warning.
    public var safeAreaInsets = EdgeInsets() {
        didSet {
            func valid(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? v : 0 }
            let checked = EdgeInsets(top: valid(safeAreaInsets.top), leading: valid(safeAreaInsets.leading),
                                     bottom: valid(safeAreaInsets.bottom), trailing: valid(safeAreaInsets.trailing))
            if checked != safeAreaInsets {
                Diagnostics.warn("safe area insets \(safeAreaInsets) must be finite and not negative; using \(checked)",
                                 key: "graph-safe-area-insets")
                safeAreaInsets = checked
            }
            guard safeAreaInsets != oldValue else { return }
            if safeAreaInsets != EdgeInsets() { mayDeclareSafeAreas = true }
            // Every placed frame may reach into the old insets or the new: all of it is laid out again.
            var pending: [ViewNode] = [root]
            while let node = pending.popLast() {
                node.setNeedsLayout()
                pending.append(contentsOf: node.children)
            }
            requestFrame()
        }
    }

    /// Whether a node may declare a safe area: the root was given insets, or a view that adds to the safe area
    /// (`safeAreaInset`, `safeAreaPadding`) was made. Until then resolving a view's safe area walks nothing.
    var mayDeclareSafeAreas = false

    /// Set while a node whose declared safe area changed places its content: every node below is placed again,
    /// even where its rect and proposal are the same, since what it resolved of the safe area may have changed.
    var placesUnchangedNodes = false

    // MARK: Frames

    /// Called when the graph has work for a frame, so that a host can schedule one.
    public var onNeedsUpdate: (() -> Void)? {
        get { frameOwner.onFrameRequested }
        set { frameOwner.onFrameRequested = newValue }
    }

    /// Asks the host for a frame: something was marked that a frame will show.
    func requestFrame() { frameOwner.requestFrame() }

    /// Brings the tree up to date through `phase` (every phase before it first), in the size it was last
    /// laid out in: what a host or an input event needs before it reads the tree (layout before a hit test).
    public func flush(through phase: FramePhase) { frameOwner.flush(through: phase) }

    /// Lays the root out in `size` from now on, and brings the tree up to date through `phase`.
    public func flush(through phase: FramePhase, in size: CGSize) {
        layoutQueue.targetSize = size
        frameOwner.flush(through: phase)
    }

    /// The size the root was last laid out in.
    public var size: CGSize { layoutQueue.size }

    /// Whether the tree must be laid out again before it is drawn.
    public var needsLayoutPass: Bool { layoutQueue.isNeeded }

    /// Whether bodies are waiting to be evaluated.
    public var hasPendingUpdates: Bool { updates.hasPendingUpdates }

    /// Whether a node's drawing changed since the last frame (a caret shown, a colour changed) with nothing
    /// to evaluate or lay out: a host that keeps its last frame must draw again.
    public var needsDisplayPass: Bool { displayQueue.hasNodes }

    /// The root view's ideal size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        flush(through: .update)
        return root.sizeThatFits(proposal)
    }

    // MARK: Statistics

    /// How many bodies have been evaluated, for tests of update granularity.
    public var bodyEvaluations: Int { statistics.bodyEvaluations }

    /// How many nodes the latest layout passes sized or placed (each node once per pass), for tests and benchmarks.
    public var nodesLaidOut: Int { statistics.nodesLaidOut }

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

    /// Every node the tree holds now, as objects (`Benchmarks --memory` reads their stored properties by
    /// reflection to count the memory of each kind of node).
    public var nodesForMemoryCensus: [AnyObject] {
        guard let root else { return [] }
        var result: [AnyObject] = []
        var pending: [ViewNode] = [root]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children)
        }
        return result
    }

    /// Forces the next layout pass to size and place every node again, for benchmarks of a full layout pass.
    public func needsLayoutForBenchmark() {
        for node in allNodes() { node.setNeedsLayout() }
    }

    /// Forces the next frame to make every node's drawing again, for benchmarks of a full display list.
    public func needsDisplayForBenchmark() {
        for node in allNodes() { node.setNeedsDisplay() }
    }

    /// Every node in tree order.
    func allNodes() -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ n: ViewNode) { result.append(n); n.children.forEach(visit) }
        visit(root)
        return result
    }

    // MARK: Services

    /// The graph's object of type `S`, made by `make` on first use: how a higher layer keeps state per graph
    /// without Core naming its type.
    func service<S: AnyObject>(_ type: S.Type, make: () -> S) -> S {
        if let existing = services[ObjectIdentifier(type)] as? S { return existing }
        let made = make()
        services[ObjectIdentifier(type)] = made
        return made
    }
}
