import Foundation

/// A kind of node that forms, changes or hides accessibility elements: text, images, controls, the
/// accessibility modifiers. A kind that does not adopt it hands on its children's elements, in order; a hidden
/// subtree (`hidden()`, a tab not selected) has none.
@MainActor protocol SemanticsNode: ViewNode {
    /// The elements this node's subtree forms; `builder` gives the children's.
    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement]
    /// Whether the kind forms elements even while it hides its subtree from drawing, hit testing and focus
    /// (an `accessibilityRepresentation`, which exists only for assistive technologies).
    static var formsElementsWhenHidden: Bool { get }
}

extension SemanticsNode {
    static var formsElementsWhenHidden: Bool { false }
}

/// Runs `SemanticsNode` for a class of node; this base is what a kind that does not adopt it does.
@MainActor class SemanticsRole: NodeRole {
    class func elements(of node: ViewNode, _ builder: SemanticsBuilder) -> [SemanticsElement] {
        builder.childElements(of: node)
    }
    class var formsElementsWhenHidden: Bool { false }

    static func resolve(_ nodeClass: ViewNode.Type) -> SemanticsRole.Type {
        guard let adopter = nodeClass as? any SemanticsNode.Type else { return SemanticsRole.self }
        return role(for: adopter)
    }
    private static func role<N: SemanticsNode>(for _: N.Type) -> SemanticsRole.Type { AdoptedSemanticsRole<N>.self }
}

private final class AdoptedSemanticsRole<N: SemanticsNode>: SemanticsRole {
    override class func elements(of node: ViewNode, _ builder: SemanticsBuilder) -> [SemanticsElement] {
        unsafeDowncast(node, to: N.self).semanticsElements(builder)
    }
    override class var formsElementsWhenHidden: Bool { N.formsElementsWhenHidden }
}

extension ViewNode {
    /// How this node's kind forms accessibility elements.
    var semanticsRole: SemanticsRole.Type {
        nodeKind.role(.semantics, SemanticsRole.self, SemanticsRole.resolve)
    }
}
