import Foundation

/// An accessibility element as the node tree records it: the properties a view was given with the
/// accessibility modifiers, and the frame of the view they apply to.
@_spi(Backend) public struct AccessibilityElementRecord: Equatable, Sendable {
    public var label: String?
    public var hint: String?
    public var value: String?
    public var traits: AccessibilityTraits
    /// How the element treats its children's elements, when `accessibilityElement(children:)` made it one.
    public var children: AccessibilityChildBehavior?
    /// The frame of the view, absolute, as laid out.
    public var frame: CGRect
}

extension ViewGraph {
    /// The elements of views given accessibility properties, in tree order. A run of accessibility modifiers
    /// around one view makes one element, the modifiers applied in the program's order (the outermost last: it
    /// wins where two set the same property, and traits are added and removed in turn).
    /// A hidden view's subtree has none, nor do the children of an element that ignores or combines them
    /// (a combined element takes their labels, joined by commas, when it has no label of its own).
    @_spi(Backend) public func accessibilityElements() -> [AccessibilityElementRecord] {
        var result: [AccessibilityElementRecord] = []
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            guard node.isAttached else { continue }
            guard node is AccessibilityAttributeNode else {
                stack.append(contentsOf: node.children.reversed())
                continue
            }
            // The run of accessibility nodes, outermost first, and the view below it.
            var run: [AccessibilityAttributeNode] = []
            var below: ViewNode = node
            while let a = below as? AccessibilityAttributeNode {
                run.append(a)
                guard let child = a.child else { break }
                below = child
            }
            var record = AccessibilityElementRecord(label: nil, hint: nil, value: nil, traits: [], children: nil, frame: below.frame)
            var hidden = false
            // In the order the program applied them, the view's own first: the later a property, the more it counts.
            for a in run.reversed() {
                switch a.attribute {
                case .label(let s): record.label = s
                case .hint(let s): record.hint = s
                case .value(let s): record.value = s
                case .hidden(let h): hidden = h
                case .addTraits(let t): record.traits.formUnion(t)
                case .removeTraits(let t): record.traits.subtract(t)
                case .element(let c): record.children = c
                }
            }
            if hidden { continue }
            switch record.children?.kind {
            case .ignore?:
                result.append(record)
            case .combine?:
                if record.label == nil {
                    let inner = ViewGraph.texts(below)
                    if !inner.isEmpty { record.label = inner.joined(separator: ", ") }
                }
                result.append(record)
            default:
                result.append(record)
                stack.append(contentsOf: below.children.reversed())
            }
        }
        return result
    }

    /// The strings of the texts in a subtree, in tree order.
    private static func texts(_ node: ViewNode) -> [String] {
        var strings: [String] = []
        var stack: [ViewNode] = [node]
        while let n = stack.popLast() {
            if let t = n as? TextNode { strings.append(t.displayedString) }
            stack.append(contentsOf: n.children.reversed())
        }
        return strings
    }
}
