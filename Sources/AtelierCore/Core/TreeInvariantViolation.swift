import Foundation

/// A rule of the node tree that a node breaks. Debug builds check the rules of each node a pass touches
/// (placed, drawn, its graph or parent read) and stop at the first broken one; a test asks for them.
struct TreeInvariantViolation: Equatable, CustomStringConvertible {
    /// The rules.
    enum Rule: String {
        /// A node lists a child whose `parent` is another node.
        case childOfAnotherParent = "lists a child whose parent is another node"
        /// An attached node lists a child that left the tree.
        case detachedChild = "lists a child that is detached"
        /// A node was drawn before any layout placed it (its frame was never computed).
        case drawnBeforePlaced = "was drawn before it was placed"
        /// A node's frame has a NaN or infinite coordinate.
        case nonFiniteFrame = "has a frame that is not finite"
        /// A node's `graph` or `parent` was read after it left the tree: they are unowned and unchecked, and
        /// may be gone.
        case readAfterDetach = "had an unowned reference read after it was detached"
    }

    /// The broken rule.
    let rule: Rule
    /// The node that breaks it, as a tree dump names it, with its depth.
    let node: String
    /// What is wrong in particular (the child, the frame, the reference).
    let detail: String

    var description: String { "\(node) \(rule.rawValue)" + (detail.isEmpty ? "" : ": \(detail)") }
}

extension ViewNode {
    /// The rules this node breaks by itself: its links to its children, its frame, drawn before placed. A
    /// child's parent reference is compared, never followed, so that a corrupted link cannot crash the check.
    final func invariantViolations() -> [TreeInvariantViolation] {
        var found: [TreeInvariantViolation] = []
        func report(_ rule: TreeInvariantViolation.Rule, _ detail: String = "") {
            found.append(TreeInvariantViolation(rule: rule, node: "\(treeDumpKind) at depth \(depth)", detail: detail))
        }
        for (index, child) in children.enumerated() {
            if child.unownedParent !== self {
                report(.childOfAnotherParent, "child \(index), \(child.treeDumpKind)")
            }
            if isAttached, !child.isAttached {
                report(.detachedChild, "child \(index), \(child.treeDumpKind)")
            }
        }
        // The frame drawn is the layout frame, or a point on the way to it while it animates.
        if !layoutFrame.hasFiniteCoordinates || !frame.hasFiniteCoordinates {
            report(.nonFiniteFrame, "layout frame \(TreeDump.rect(layoutFrame)), drawn \(TreeDump.rect(frame))")
        }
        if hasBeenDrawn, !hasBeenPlaced, takesItsFrameFromLayout { report(.drawnBeforePlaced) }
        return found
    }

    /// The rules broken anywhere in the subtree, in tree order; walked without recursion.
    final func invariantViolationsInSubtree() -> [TreeInvariantViolation] {
        var found: [TreeInvariantViolation] = []
        var pending: [ViewNode] = [self]
        while let node = pending.popLast() {
            found += node.invariantViolations()
            // A child of another parent is reported above and not entered: its subtree may be anywhere.
            pending += node.children.reversed().filter { $0.unownedParent === node }
        }
        return found
    }

    #if DEBUG
    /// Stops a debug build at the first rule this node breaks now that a pass placed or drew it: each node is
    /// checked as the pass touches it, never the whole tree, so a frame costs what it touched.
    final func assertInvariants(after pass: StaticString) {
        let found = invariantViolations()
        guard let first = found.first else { return }
        assertionFailure("tree invariant broken after \(pass): \(first)")
    }

    /// Stops a debug build when a detached node's unowned `graph` or `parent` is read: nothing keeps them
    /// alive for it, so a read in a release build may touch freed memory.
    final func assertAttached(reading reference: StaticString) {
        guard !isAttached else { return }
        let violation = TreeInvariantViolation(rule: .readAfterDetach, node: TreeDump.typeName(type(of: self)),
                                               detail: "\(reference)")
        assertionFailure("tree invariant broken: \(violation)")
    }
    #endif
}

extension CGRect {
    /// Whether every coordinate is a finite number (`.null` and `.infinite` are not).
    fileprivate var hasFiniteCoordinates: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
