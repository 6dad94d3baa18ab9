import Foundation

/// A proxy for one subview of a layout container.
public struct LayoutSubview: Equatable {
    let node: ViewNode

    /// The size the subview takes for a proposal.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }
    /// The subview's dimensions for a proposal.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(in: node.sizeThatFits(proposal))
    }
    /// Places the subview with its `anchor` at `position`, sized for `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let x = position.x - anchor.x * size.width
        let y = position.y - anchor.y * size.height
        node.placeAligned(in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: proposal)
    }
    /// The subview's layout priority.
    @MainActor public var priority: Double { node.layoutPriority }
    /// The spacing the subview prefers next to others.
    @MainActor public var spacing: ViewSpacing { node.spacing }

    /// Proxies are equal when they stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}
