import Foundation

/// Associates a transition with a view; what `transition(_:)` applies.
public struct _TransitionModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The transition.
    public var transition: AnyTransition
    /// Creates the modifier.
    public init(transition: AnyTransition) { self.transition = transition }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { TransitionNode(context: context) }
}

nonisolated extension View {
    /// Associates a transition with the view.
    ///
    /// When this view appears or disappears in an animated update (inside `withAnimation`, or under an
    /// `animation(_:value:)`), the transition is applied to it, animating it in and out. A view without an
    /// explicit transition fades in and out (`.opacity`), as in SwiftUI.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: t))
    }
}

/// The node of `transition(_:)`: its child is the content with the transition's modifiers applied, in their
/// identity state except while the view is inserted or removed. The list that inserts or removes the view
/// runs the transition (`beginInsertion`, `beginRemoval`).
@MainActor final class TransitionNode: ModifierNode<_TransitionModifier>, TransitioningNode {
    private enum Phase { case identity, insertionActive, removalActive }
    private var phase = Phase.identity
    private var content: (any View)?

    var transition: AnyTransition { modifier.transition }

    override func update<Content: View>(modifier m: _TransitionModifier, content: Content) {
        modifier = m
        self.content = content
        reconcileContent()
    }

    private func reconcileContent() {
        guard let content else { return }
        let wrapped = transition.apply(to: content, insertionActive: phase == .insertionActive,
                                       removalActive: phase == .removalActive)
        child = reconcile(child, with: wrapped, environment: environment)
    }

    /// Updates the content in `transaction` (the graph's transaction for the duration).
    private func reconcileContent(in transaction: Transaction) {
        let saved = graph.transactions.current
        graph.transactions.current = transaction
        defer { graph.transactions.current = saved }
        reconcileContent()
    }

    /// Runs the insertion: the modifiers jump to their active state, then animate to identity with the
    /// transaction of the update that inserted the view (or the transition's own animation).
    func beginInsertion(in base: Transaction) {
        guard !transition.insertionIsIdentity else { return }
        let t = transition.transaction(from: base)
        guard t.animation != nil, !t.disablesAnimations else { return }
        phase = .insertionActive
        reconcileContent(in: Transaction())
        phase = .identity
        reconcileContent(in: t)
    }

    /// Runs the removal: the modifiers animate to their active state. Returns whether anything is animating
    /// (the view keeps drawing until it stops).
    func beginRemoval(in base: Transaction) -> Bool {
        guard !transition.removalIsIdentity else { return false }
        let t = transition.transaction(from: base)
        guard t.animation != nil, !t.disablesAnimations else { return false }
        phase = .removalActive
        reconcileContent(in: t)
        return subtreeHasAnimationsInFlight
    }
}
