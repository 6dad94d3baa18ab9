import Foundation

/// Where a new node is made: its graph and parent.
@MainActor struct NodeContext {
    unowned let graph: ViewGraph
    weak var parent: ViewNode?
}

/// The persistent counterpart of a view value: it keeps the view's state, environment,
/// layout results and drawing between updates, while view values are rebuilt and thrown away.
@MainActor class ViewNode {
    unowned let graph: ViewGraph
    weak var parent: ViewNode?
    /// The environment this node's view sees.
    var environment = EnvironmentValues()
    /// The type of view value this node was made for; a different type at the same place makes a new node.
    var viewType: Any.Type = Never.self
    /// The view value the node was last updated with.
    var currentView: (any View)?
    /// The frame as drawn and hit-tested now, in absolute coordinates (render effects not applied):
    /// the layout frame, or a point on the way to it while a layout change animates.
    var frame: CGRect = .zero
    /// The frame layout gave the node, in absolute coordinates.
    private(set) var layoutFrame: CGRect = .zero
    /// Whether the node has been placed before (a first placement never animates).
    private var hasBeenPlaced = false
    /// The frame's animation in flight, if any.
    private var frameAnimation: AnimatedValue<CGRect.AnimatableData>?
    /// The transaction the node was last updated in, and in which update pass.
    var updateTransaction = Transaction()
    var updateGeneration = -1
    /// Sizes already answered for proposals since the last invalidation.
    private var sizeCache: [ProposedViewSize: CGSize] = [:]
    /// Whether this node's layout must be recomputed.
    private(set) var layoutIsDirty = true
    /// How deep the node sits in the tree, for ordering updates.
    let depth: Int
    /// Whether the node is still part of the tree.
    var isAttached = true

    init(context: NodeContext) {
        graph = context.graph
        parent = context.parent
        depth = (context.parent?.depth ?? -1) + 1
    }

    /// Takes a new view value of this node's type and brings the subtree up to date.
    func update(view: any View) {}

    /// The nodes under this one, in tree order.
    var children: [ViewNode] { [] }

    /// Called when the node leaves the tree.
    func detach() {
        isAttached = false
        for child in children { child.detach() }
    }

    // MARK: Identity and children

    /// Updates `old` with `view` when it was made for the same type of view, otherwise makes a new node.
    final func reconcile(_ old: ViewNode?, with view: any View, environment: EnvironmentValues) -> ViewNode {
        let node: ViewNode
        if let old, old.viewType == type(of: view), old.isAttached {
            node = old
        } else {
            old?.detach()
            node = makeNode(for: view)
        }
        node.environment = environment
        node.currentView = view
        node.updateTransaction = graph.currentTransaction
        node.updateGeneration = graph.updateGenerationValue
        // Deep trees are updated in slices: past a nesting limit the node waits for the graph's update
        // loop, which continues from a shallow stack, so a 10,000-deep tree cannot overflow the stack.
        if graph.nestedUpdates >= ViewGraph.maxNestedUpdates {
            graph.deferUpdate(node)
            return node
        }
        graph.nestedUpdates += 1
        defer { graph.nestedUpdates -= 1 }
        node.update(view: view)
        return node
    }

    /// Makes the right kind of node for a view: primitive views build their own, others get a body node.
    final func makeNode(for view: any View) -> ViewNode {
        let context = NodeContext(graph: graph, parent: self)
        let node: ViewNode
        if let primitive = view as? any PrimitiveView {
            node = primitive.makeNode(in: context)
        } else {
            node = BodyNode(context: context)
        }
        node.viewType = type(of: view)
        return node
    }

    // MARK: Layout

    /// The views this node stands for when it is a container's child: itself, or the views of a list.
    func collectLayoutItems(into items: inout [ViewNode]) { items.append(self) }

    /// Marks this node and its ancestors as needing layout again.
    final func invalidateLayout() {
        var node: ViewNode? = self
        while let n = node, !n.layoutIsDirty || n === self {
            n.layoutIsDirty = true
            n.sizeCache.removeAll(keepingCapacity: true)
            n.layoutWasInvalidated()
            node = n.isLayoutBoundary ? nil : n.parent
        }
        graph.needsLayout = true
    }

    /// Whether the node's size never depends on its content, so that invalidation stops here.
    var isLayoutBoundary: Bool { false }

    /// Called when this node's layout is invalidated (by itself or a descendant); a container drops what
    /// it derived from its children here.
    func layoutWasInvalidated() {}

    /// The size this view takes for a proposal (cached until invalidated).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        if let cached = sizeCache[proposal] {
            latestSizing = (proposal, cached)
            return cached
        }
        guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return .zero }
        let size = computeSize(proposal).sanitizedSize
        sizeCache[proposal] = size
        latestSizing = (proposal, size)
        return size
    }

    /// The latest proposal the node was sized for, and the size it gave.
    private var latestSizing: (proposal: ProposedViewSize, size: CGSize)?

    /// The proposal a parent's placement in a rect of `size` came from: parents size a child for the
    /// offer they place it with last, so the latest proposal when it gave this size, else the size itself.
    /// Layouts place their subviews for it, as SwiftUI hands `placeSubviews` the proposal, not the bounds.
    final func proposal(producing size: CGSize) -> ProposedViewSize {
        if let s = latestSizing, abs(s.size.width - size.width) < 1, abs(s.size.height - size.height) < 1 {
            return s.proposal
        }
        return ProposedViewSize(size)
    }

    /// Computes the size for a proposal; subclasses override.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the node in `rect` (absolute) and its children within it.
    final func place(in rect: CGRect) {
        layoutIsDirty = false
        let moved = rect != layoutFrame
        layoutFrame = rect
        let animation = hasBeenPlaced && moved ? transactionForLayout.animation : nil
        if let animation {
            let animator = frameAnimation ?? AnimatedValue(frame.animatableData)
            animator.set(rect.animatableData, animation: animation, at: graph.time)
            frameAnimation = animator
            frame = CGRect(animatableData: animator.value(at: graph.time))
            graph.nodeStartedAnimating(self)
        } else if moved || frameAnimation == nil {
            frameAnimation = nil
            frame = rect
        }
        hasBeenPlaced = true
        guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return }
        placeChildren(in: rect)
    }

    /// Places the children within the node's frame; subclasses override.
    func placeChildren(in rect: CGRect) {}

    /// The node's layout priority among its siblings.
    var layoutPriority: Double { 0 }

    /// Whether the node is a Spacer (stacks give spacers what is left, and no spacing next to them).
    var spacerMinLength: CGFloat?? { nil }

    /// An explicit alignment guide this node defines for its own size, or nil to use the default.
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

    /// The first and last text baselines within the node, from its top, if it has text.
    func baselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? { nil }

    // MARK: Drawing

    /// Appends this subtree's drawing to `list`, with animated values sampled at the graph's time.
    final func render(into list: inout DisplayList) {
        guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return }
        sampleAnimations()
        draw(into: &list)
    }

    /// The transaction that applies to this node's placement: its own update's, or the pass's.
    var transactionForLayout: Transaction {
        let t = updateGeneration == graph.updateGenerationValue ? updateTransaction : graph.layoutTransaction
        return t.disablesAnimations ? Transaction() : t
    }

    /// Brings animated values (the frame, and a subclass's own) to the graph's current time.
    func sampleAnimations() {
        guard let animator = frameAnimation else { return }
        if animator.isAnimating(at: graph.time) {
            frame = CGRect(animatableData: animator.value(at: graph.time))
        } else {
            frameAnimation = nil
            frame = layoutFrame
        }
    }

    /// Whether any of the node's values are still moving.
    var hasAnimationsInFlight: Bool {
        frameAnimation?.isAnimating(at: graph.time) ?? false
    }

    /// Draws this node and its children; subclasses override.
    func draw(into list: inout DisplayList) {
        for child in children { child.render(into: &list) }
    }
}

extension ViewNode {
    /// The dimensions of this node at a size, with its guides.
    func dimensions(in size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] key in
            if let explicit = self.explicitAlignment(key, in: size) { return explicit }
            if key.id == ObjectIdentifier(VerticalAlignment.FirstTextBaseline.self) { return self.baselines(in: size)?.first }
            if key.id == ObjectIdentifier(VerticalAlignment.LastTextBaseline.self) { return self.baselines(in: size)?.last }
            return nil
        }
    }

    /// The value of a guide for this node at a size.
    func alignmentValue(_ key: AlignmentKey, in size: CGSize) -> CGFloat {
        dimensions(in: size).value(key)
    }
}
