import Foundation

/// A stack's children with what the stack algorithm reads of each at every proposal: whether it is a
/// Spacer, its layout priority, and the spacing beside it (`StackTraits`). Each is asked through the wrappers
/// around the child (a body, a modifier), and a stack asked a dozen proposals asked them a dozen times; a stack
/// node keeps the traits with its items until it is placed or its layout is invalidated, which a change of any of
/// them causes.
struct StackItems {
    let nodes: [ViewNode]
    let traits: StackTraits

    /// Whether the child at `i` is a Spacer.
    func isSpacer(_ i: Int) -> Bool { traits.spacers.isEmpty ? false : traits.spacers[i] }
    /// The layout priority of the child at `i`.
    func priority(_ i: Int) -> Double { traits.mixedPriorities.isEmpty ? traits.commonPriority : traits.mixedPriorities[i] }
    /// How many different priorities the children have.
    var distinctPriorityCount: Int {
        traits.mixedPriorities.isEmpty ? (nodes.isEmpty ? 0 : 1) : traits.distinctMixedPriorities.count
    }
    /// The `k`th highest of the children's priorities.
    func distinctPriority(_ k: Int) -> Double {
        traits.mixedPriorities.isEmpty ? traits.commonPriority : traits.distinctMixedPriorities[k]
    }
    /// The spacing after each child but the last.
    var gaps: [CGFloat] { traits.gaps }
    /// The sum of the gaps.
    var totalSpacing: CGFloat { traits.totalSpacing }

    /// `spacing` is the stack's own, or nil for the default between each pair of neighbours (`ViewSpacing`).
    @MainActor init(_ nodes: [ViewNode], spacing: CGFloat?, axis: Axis) {
        self.nodes = nodes
        traits = StackTraits.of(nodes, spacing: spacing, axis: axis)
    }

    init(_ nodes: [ViewNode], traits: StackTraits) {
        self.nodes = nodes
        self.traits = traits
    }

    var count: Int { nodes.count }
}
