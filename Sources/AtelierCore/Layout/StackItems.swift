import Foundation

/// A stack's children with what the stack algorithm reads of each at every proposal: whether it is a
/// Spacer, its layout priority, and the spacing beside it. Each is asked through the wrappers around the
/// child (a body, a modifier), and a stack asked a dozen proposals asked them a dozen times; a stack node
/// keeps these with its items until its layout is invalidated, which a change of any of them causes. A class:
/// handed around at every proposal, a struct of five arrays was five retains and releases each time.
final class StackItems {
    let nodes: [ViewNode]
    /// Whether each child is a Spacer.
    let isSpacer: [Bool]
    /// Each child's layout priority.
    let priorities: [Double]
    /// The priorities the children have, highest first.
    let distinctPriorities: [Double]
    /// The spacing after each child but the last.
    let gaps: [CGFloat]
    /// The sum of the gaps.
    let totalSpacing: CGFloat

    /// `spacing` is the stack's own, or nil for the default between each pair of neighbours (`ViewSpacing`).
    @MainActor init(_ nodes: [ViewNode], spacing: CGFloat?, axis: Axis) {
        self.nodes = nodes
        var isSpacer: [Bool] = [], priorities: [Double] = []
        isSpacer.reserveCapacity(nodes.count)
        priorities.reserveCapacity(nodes.count)
        var onePriority = true
        // Loops rather than closures: a closure made in actor-isolated code checks the executor at each call.
        for node in nodes {
            isSpacer.append(node.spacerMinLength != nil)
            let priority = node.layoutPriority
            if let first = priorities.first, first != priority { onePriority = false }
            priorities.append(priority)
        }
        self.isSpacer = isSpacer
        self.priorities = priorities
        distinctPriorities = onePriority ? Array(priorities.prefix(1)) : Set(priorities).sorted(by: >)
        // No spacing next to a Spacer, which stands for space itself (SwiftUI's Spacer has zero preferred spacing).
        var gaps: [CGFloat] = []
        var total: CGFloat = 0
        if nodes.count > 1 {
            gaps = [CGFloat](repeating: 0, count: nodes.count - 1)
            var previous: (index: Int, spacing: ViewSpacing)?
            for i in 1..<nodes.count where !isSpacer[i - 1] && !isSpacer[i] {
                let value: CGFloat
                if let spacing {
                    value = spacing
                } else {
                    let before = previous?.index == i - 1 ? previous!.spacing : nodes[i - 1].spacing
                    let after = nodes[i].spacing
                    value = before.distance(to: after, along: axis)
                    previous = (i, after)
                }
                gaps[i - 1] = value
                total += value
            }
        }
        self.gaps = gaps
        totalSpacing = total
    }

    var count: Int { nodes.count }
}
