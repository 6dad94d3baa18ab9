import Foundation

/// Builds the elements of a subtree, reusing what a node kept when nothing under it changed since the last
/// semantics phase (`ViewNode.semanticsChanged`): a change costs the path from the changed node to the root.
@MainActor final class SemanticsBuilder {
    /// How many nodes built their elements again in this phase (tests read it).
    private(set) var nodesBuilt = 0
    private static var nextID: UInt64 = 1

    /// The elements of `node`'s subtree.
    func elements(of node: ViewNode) -> [SemanticsElement] {
        let kept = node.keptSemantics
        if !node.semanticsChanged, let kept { return kept.elements }
        guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return [] }
        nodesBuilt += 1
        let role = node.semanticsRole
        let hidden = node.excludesSubtree || node.hidesSubtree && !role.formsElementsWhenHidden
        let elements = hidden ? [] : role.elements(of: node, self)
        // Read again: forming its element may have given the node its identity just now (`elementID(for:)`).
        let box = node.keptSemantics ?? SemanticsKept()
        box.elements = elements
        node.keptSemantics = box
        node.semanticsChanged = false
        return elements
    }

    /// The elements of `node`'s children, in tree order (by `zIndex` where a child has one).
    func childElements(of node: ViewNode) -> [SemanticsElement] {
        let children = node.childrenInZOrder() ?? node.children
        if children.count == 1 { return children[0].isAttached ? elements(of: children[0]) : [] }
        var result: [SemanticsElement] = []
        result.reserveCapacity(children.count)
        for child in children where child.isAttached {
            result.append(contentsOf: elements(of: child))
        }
        return result
    }

    /// The identity of the element `node` forms, the same for as long as the node stays.
    func elementID(for node: ViewNode) -> AccessibilityElementID {
        let box = node.keptSemantics ?? SemanticsKept()
        node.keptSemantics = box
        if box.id == nil {
            box.id = AccessibilityElementID(rawValue: Self.nextID)
            Self.nextID += 1
        }
        return box.id!
    }

    /// The text of a subtree's elements joined as one label (a button's title made of a text and an image).
    static func combinedLabel(_ elements: [SemanticsElement]) -> String {
        var parts: [String] = []
        for e in elements {
            if !e.label.isEmpty { parts.append(e.label) }
            parts.append(contentsOf: e.children.isEmpty ? [] : [combinedLabel(e.children)].filter { !$0.isEmpty })
        }
        return parts.joined(separator: ", ")
    }
}

/// What the Semantics layer keeps of a node: its identity as an element and its subtree's elements.
@MainActor final class SemanticsKept {
    var id: AccessibilityElementID?
    var elements: [SemanticsElement] = []
}

extension ViewNode {
    /// What the semantics phase kept of this node.
    var keptSemantics: SemanticsKept? {
        // Only the Semantics layer stores it: read without a dynamic cast (one per child of a long list each phase).
        get { extras?.semantics.map { unsafeDowncast($0, to: SemanticsKept.self) } }
        set {
            if let newValue { ensuredExtras.semantics = newValue } else if let extras {
                extras.semantics = nil
                dropEmptyExtras()
            }
        }
    }
}
