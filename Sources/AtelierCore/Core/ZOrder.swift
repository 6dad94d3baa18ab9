import Foundation

/// The order a container draws and hits its elements in, back to front: by `zIndex`, equal indices in tree order.
/// As in SwiftUI, the elements of the lists among them (an `if`, a ForEach, a Group) are the container's too: a list
/// holding an element with an index is opened and its elements are ordered among the others; the container then
/// draws them itself (`ViewListNode.orderedBy`). Whether no element has an index is remembered once looked at, so
/// a plain order costs one check.
@MainActor struct ZOrder {
    /// Whether no element has an index, among the children (hit testing, reading order) and among what is drawn,
    /// which holds the elements leaving too: a view that leaves with an index stays in front while it goes.
    private var childrenArePlain: Bool?
    private var drawingIsPlain: Bool?

    /// A child's `zIndex` was set, changed or made, or the children changed: the order is worked out again.
    mutating func reset() {
        childrenArePlain = nil
        drawingIsPlain = nil
    }

    /// `children` in drawing order for hit testing and reading, the lists holding an index opened; nil when that
    /// is `children` itself.
    mutating func reordered(_ children: [ViewNode]) -> [ViewNode]? {
        if childrenArePlain == true { return nil }
        var entries: [Entry<ViewNode>] = []
        entries.reserveCapacity(children.count)
        let any = Self.collect(children, node: { $0 }, open: { list, _ in list.childNodes }, into: &entries, container: nil)
        childrenArePlain = !any
        return any ? Self.sorted(entries) : nil
    }

    /// Whether what the container draws is known to be in tree order (asked before making the list of elements).
    var drawsInTreeOrder: Bool { drawingIsPlain == true }

    /// What a container draws, back to front, each element with the opacity of the default fades it is in; the
    /// lists holding an index opened and drawn by `container`. Nil when that is `elements` itself.
    mutating func reorderedDrawing(_ elements: [DrawnElement], container: ViewNode) -> [DrawnElement]? {
        if drawingIsPlain == true { return nil }
        var entries: [Entry<DrawnElement>] = []
        entries.reserveCapacity(elements.count)
        let any = Self.collect(elements, node: \.node, open: { list, outer in
            list.elementsToDraw().map { inner in
                DrawnElement(node: inner.node, opacity: Self.combined(outer.opacity, inner.opacity))
            }
        }, into: &entries, container: container)
        drawingIsPlain = !any
        return any ? Self.sorted(entries) : nil
    }

    /// One element drawn: its node and the opacity of the fades it is in (nil for none).
    struct DrawnElement {
        let node: ViewNode
        let opacity: Double?
    }

    private struct Entry<T> {
        let element: T
        let index: Double
    }

    /// Appends `elements` to `entries` with their indices, the lists among them holding an index replaced by their
    /// own elements (`open`); returns whether an index is not 0. When drawing (`container` given), each list met
    /// learns whether the container draws its elements.
    private static func collect<T>(_ elements: [T], node: (T) -> ViewNode, open: (ViewListNode, T) -> [T],
                                   into entries: inout [Entry<T>], container: ViewNode?, depth: Int = 0) -> Bool {
        var any = false
        for element in elements {
            let n = node(element)
            if let list = n as? ViewListNode {
                let opened = depth < maxDepth && holdsAnIndex(list, depth: depth)
                if let container { list.setOrderedBy(opened ? container : nil) }
                if opened {
                    any = true
                    _ = collect(open(list, element), node: node, open: open, into: &entries, container: container, depth: depth + 1)
                    continue
                }
            }
            let index = zIndex(of: n)
            if index != 0 { any = true }
            entries.append(Entry(element: element, index: index))
        }
        return any
    }

    /// How deep lists are opened inside one another (a deeper list is ordered as one element).
    private static let maxDepth = 16

    /// Whether an element of `list`, or of a list inside it, has an index (the leaving ones included).
    private static func holdsAnIndex(_ list: ViewListNode, depth: Int) -> Bool {
        for element in list.elementsToDraw() {
            if zIndex(of: element.node) != 0 { return true }
            if depth + 1 < maxDepth, let inner = element.node as? ViewListNode, holdsAnIndex(inner, depth: depth + 1) { return true }
        }
        return false
    }

    /// The entries by index, equal indices in the order given.
    private static func sorted<T>(_ entries: [Entry<T>]) -> [T] {
        let order = entries.indices.sorted { entries[$0].index != entries[$1].index ? entries[$0].index < entries[$1].index : $0 < $1 }
        return order.map { entries[$0].element }
    }

    private static func combined(_ a: Double?, _ b: Double?) -> Double? {
        guard let a else { return b }
        guard let b else { return a }
        return a * b
    }

    /// An element's `zIndex`: its own node's, or that of the modifiers and bodies it wraps, looked for a bounded
    /// way down (a tree of thousands of nested wrappers would otherwise be walked from every container in it).
    private static func zIndex(of node: ViewNode) -> Double {
        var current: ViewNode? = node
        var steps = 0
        while let n = current, steps < 64 {
            let z = n.zIndexValue
            if z != 0 { return z }
            current = (n as? WrapperNode)?.child
            steps += 1
        }
        return 0
    }
}
