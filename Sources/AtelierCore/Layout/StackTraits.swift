import Foundation

/// What the stack algorithm reads of a stack's children but the children themselves: which are Spacers, their
/// layout priorities, the spacing beside each (`StackItems`). Shared by the stacks whose children have the same:
/// every row of a long list has stacks of the same kinds of children. Kept by each stack's node from sizing to
/// placement, an object of its own was freed at placement among the nodes and text layouts made since, leaving
/// holes in the heap that nothing of its size took again.
final class StackTraits {
    /// Whether each child is a Spacer; empty when none is (as in most stacks).
    let spacers: [Bool]
    /// Each child's layout priority; empty when they all have `commonPriority`.
    let mixedPriorities: [Double]
    let commonPriority: Double
    /// The priorities the children have, highest first, when they differ.
    let distinctMixedPriorities: [Double]
    /// The spacing after each child but the last.
    let gaps: [CGFloat]
    /// The sum of the gaps.
    let totalSpacing: CGFloat

    private init(spacers: [Bool], mixedPriorities: [Double], commonPriority: Double, gaps: [CGFloat], totalSpacing: CGFloat) {
        self.spacers = spacers
        self.mixedPriorities = mixedPriorities
        self.commonPriority = commonPriority
        distinctMixedPriorities = mixedPriorities.isEmpty ? [] : Set(mixedPriorities).sorted(by: >)
        self.gaps = gaps
        self.totalSpacing = totalSpacing
    }

    /// The traits of `nodes`, the same object as a recent stack's with the same; `spacing` is the stack's own,
    /// or nil for the default between each pair of neighbours (`ViewSpacing`).
    @MainActor static func of(_ nodes: [ViewNode], spacing: CGFloat?, axis: Axis) -> StackTraits {
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
        var mixed: [Double] = []
        if !onePriority {
            mixed.reserveCapacity(nodes.count)
            for node in nodes { mixed.append(node.layoutPriority) }
        }
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
        let common = first ?? 0
        for traits in recent {
            if let traits, traits.spacers == isSpacer, traits.mixedPriorities == mixed, traits.commonPriority == common,
               traits.gaps == gaps, traits.totalSpacing == total {
                return traits
            }
        }
        let made = StackTraits(spacers: isSpacer, mixedPriorities: mixed, commonPriority: common, gaps: gaps, totalSpacing: total)
        recent[nextRecent] = made
        nextRecent = (nextRecent + 1) % recent.count
        return made
    }

    /// The traits made last, which a stack with the same shares: a few, compared member by member (the stacks of a
    /// list's rows come in turn).
    @MainActor @exclusivity(unchecked) private static var recent: [StackTraits?] = Array(repeating: nil, count: 8)
    @MainActor @exclusivity(unchecked) private static var nextRecent = 0
}
