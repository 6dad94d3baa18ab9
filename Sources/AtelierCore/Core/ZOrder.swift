import Foundation

/// The order a container draws and hits its children in, back to front: by `zIndex`, equal indices in tree
/// order. Whether no child has an index is remembered once looked at, so a plain order costs one check.
@MainActor struct ZOrder {
    private var isPlain: Bool?

    /// A child's `zIndex` was set, changed or made, or the children changed: the order is worked out again.
    mutating func reset() { isPlain = nil }

    /// `elements` in drawing order, or nil when that is their own order.
    mutating func reordered<T>(_ elements: [T], node: (T) -> ViewNode) -> [T]? {
        if isPlain == true { return nil }
        var indices: [Double] = []
        indices.reserveCapacity(elements.count)
        var any = false
        for e in elements {
            let z = Self.zIndex(of: node(e))
            if z != 0 { any = true }
            indices.append(z)
        }
        isPlain = !any
        guard any else { return nil }
        let order = elements.indices.sorted { indices[$0] != indices[$1] ? indices[$0] < indices[$1] : $0 < $1 }
        return order.map { elements[$0] }
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
