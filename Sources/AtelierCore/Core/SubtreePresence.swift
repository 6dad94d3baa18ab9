import Foundation

/// A node whose lifecycle follows whether its subtree is present: in view, as opposed to kept out of
/// view only for its state (a tab not selected, a navigation level covered by the one pushed over it).
/// `onAppear` and `task` wait while absent, and disappear when their subtree leaves view.
@MainActor protocol PresenceObserving: ViewNode {
    /// Called when the subtree this node is in comes into view or leaves it.
    func presenceDidChange(isPresent: Bool)
}

extension ViewNode {
    /// Whether no node above this one keeps its subtree out of view (`excludesSubtree`).
    final var isPresent: Bool {
        var node = parent
        while let n = node {
            if n.excludesSubtree { return false }
            node = n.parent
        }
        return true
    }

    /// Tells the observers below that this node's `excludesSubtree` changed; a node whose answer changes
    /// calls it. Subtrees kept out of view by a node of their own are left as they are.
    final func subtreePresenceDidChange() {
        let present = !excludesSubtree && isPresent
        var stack = children
        while let node = stack.popLast() {
            if node.excludesSubtree { continue }
            (node as? PresenceObserving)?.presenceDidChange(isPresent: present)
            stack.append(contentsOf: node.children)
        }
    }
}

/// Keeps its content in the tree while `isPresent` is false, out of view as far as lifecycle goes: what
/// a navigation level below the top one is wrapped in.
struct SubtreePresence: ViewModifier, PrimitiveModifier {
    let isPresent: Bool
    /// How long the content stays in view after `isPresent` turns false in an animated transaction: a level
    /// covered by a push disappears when the push has slid in, as on iOS.
    var leavesAfter: TimeInterval = 0

    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { SubtreePresenceNode(context: context) }
}

/// The node of `SubtreePresence`.
@MainActor final class SubtreePresenceNode: TransparentModifierNode<SubtreePresence> {
    /// Whether the content is out of view; it follows `isPresent`, late by `leavesAfter` when leaving.
    private var isAbsent: Bool?
    private var leaveTimer: AnimationClock.ScheduledTimer?

    override var excludesSubtree: Bool { isAbsent ?? !modifier.isPresent }

    override func modifierDidChange(from previous: SubtreePresence?) {
        guard let previous else {
            isAbsent = !modifier.isPresent
            return
        }
        guard previous.isPresent != modifier.isPresent else { return }
        leaveTimer?.cancel()
        leaveTimer = nil
        if modifier.isPresent {
            setAbsent(false)
            return
        }
        let transaction = graph.transactions.current
        guard modifier.leavesAfter > 0, transaction.animation != nil, !transaction.disablesAnimations else {
            setAbsent(true)
            return
        }
        leaveTimer = graph.clock.schedule(after: modifier.leavesAfter) { [weak self] in
            guard let self, self.isAttached else { return }
            self.leaveTimer = nil
            self.setAbsent(true)
        }
    }

    override func willDetach() -> [ViewNode] {
        leaveTimer?.cancel()
        leaveTimer = nil
        return super.willDetach()
    }

    private func setAbsent(_ absent: Bool) {
        guard isAbsent != absent else { return }
        isAbsent = absent
        subtreePresenceDidChange()
    }
}
