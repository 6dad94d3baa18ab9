import Foundation

/// The subviews of a layout container, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let nodes: [ViewNode]
    /// Subviews are indexed from 0.
    public var startIndex: Int { 0 }
    /// One past the last subview: the count of subviews.
    public var endIndex: Int { nodes.count }
    /// A proxy for the subview at `index`, in the container's order.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }
    /// Collections are equal when they hold the same subviews in the same order.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }
}
