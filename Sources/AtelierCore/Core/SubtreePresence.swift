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

    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { SubtreePresenceNode(context: context) }
}

/// The node of `SubtreePresence`.
@MainActor final class SubtreePresenceNode: TransparentModifierNode<SubtreePresence> {
    override var excludesSubtree: Bool { !modifier.isPresent }

    override func modifierDidChange(from previous: SubtreePresence?) {
        if let previous, previous.isPresent != modifier.isPresent { subtreePresenceDidChange() }
    }
}
