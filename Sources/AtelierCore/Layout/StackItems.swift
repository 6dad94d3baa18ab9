import Foundation

/// A stack's children with what the stack algorithm reads of each at every proposal: whether it is a
/// Spacer, its layout priority, and the spacing beside it. Each is asked through the wrappers around the
/// child (a body, a modifier), and a stack asked a dozen proposals asked them a dozen times; a stack node
/// keeps these with its items until its layout is invalidated, which a change of any of them causes. A class:
/// handed around at every proposal, a struct of five arrays was five retains and releases each time.
final class StackItems {
    let nodes: [ViewNode]
    /// Whether each child is a Spacer; empty when none is (as in most stacks: the lists below are kept by every
    /// stack of a long list from sizing to placement, and each took an allocation).
    private let spacers: [Bool]
    /// Each child's layout priority; empty when they all have `commonPriority`.
    private let mixedPriorities: [Double]
    private let commonPriority: Double
    /// The priorities the children have, highest first, when they differ.
    private let distinctMixedPriorities: [Double]
    /// The spacing after each child but the last.
    let gaps: [CGFloat]
    /// The sum of the gaps.
    let totalSpacing: CGFloat

    /// Whether the child at `i` is a Spacer.
    func isSpacer(_ i: Int) -> Bool { spacers.isEmpty ? false : spacers[i] }
    /// The layout priority of the child at `i`.
    func priority(_ i: Int) -> Double { mixedPriorities.isEmpty ? commonPriority : mixedPriorities[i] }
    /// How many different priorities the children have.
    var distinctPriorityCount: Int { mixedPriorities.isEmpty ? (nodes.isEmpty ? 0 : 1) : distinctMixedPriorities.count }
    /// The `k`th highest of the children's priorities.
    func distinctPriority(_ k: Int) -> Double { mixedPriorities.isEmpty ? commonPriority : distinctMixedPriorities[k] }

    /// `spacing` is the stack's own, or nil for the default between each pair of neighbours (`ViewSpacing`).
    @MainActor init(_ nodes: [ViewNode], spacing: CGFloat?, axis: Axis) {
        self.nodes = nodes
        var anySpacer = false, onePriority = true
        var first: Double?
        // Loops rather than closures: a closure made in actor-isolated code checks the executor at each call.
        for node in nodes {
            if node.spacerMinLength != nil { anySpacer = true }
            let priority = node.layoutPriority
            if let first { if first != priority { onePriority = false } } else { first = priority }
        }
        // The rare stacks with a Spacer or mixed priorities ask again for the lists.
        var isSpacer: [Bool] = []
        if anySpacer {
            isSpacer.reserveCapacity(nodes.count)
            for node in nodes { isSpacer.append(node.spacerMinLength != nil) }
        }
        commonPriority = first ?? 0
        if onePriority {
            mixedPriorities = []
            distinctMixedPriorities = []
        } else {
            var all: [Double] = []
            all.reserveCapacity(nodes.count)
            for node in nodes { all.append(node.layoutPriority) }
            mixedPriorities = all
            distinctMixedPriorities = Set(all).sorted(by: >)
        }
        spacers = isSpacer
        // No spacing next to a Spacer, which stands for space itself (SwiftUI's Spacer has zero preferred spacing).
        var gaps: [CGFloat] = []
        var total: CGFloat = 0
        if nodes.count > 1 {
            gaps = [CGFloat](repeating: 0, count: nodes.count - 1)
            var previous: (index: Int, spacing: ViewSpacing)?
            for i in 1..<nodes.count where !anySpacer || (!isSpacer[i - 1] && !isSpacer[i]) {
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
