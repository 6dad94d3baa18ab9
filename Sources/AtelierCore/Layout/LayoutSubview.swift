import Foundation

/// A proxy for one subview of a layout container.
public struct LayoutSubview: Equatable, Sendable {
    let node: ViewNode

    /// The size the subview takes for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { MainThreadLayout.run { node.sizeThatFits(proposal) } }
    /// The subview's dimensions for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        MainThreadLayout.run { node.dimensions(in: node.sizeThatFits(proposal)) }
    }
    /// Places the subview with its `anchor` at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainThreadLayout.run {
            let size = node.sizeThatFits(proposal)
            let x = position.x - anchor.x * size.width
            let y = position.y - anchor.y * size.height
            node.placeAligned(in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: proposal)
        }
    }
    /// The subview's layout priority.
    public var priority: Double { MainThreadLayout.run { node.layoutPriority } }
    /// The spacing the subview prefers next to others.
    public var spacing: ViewSpacing { MainThreadLayout.run { node.spacing } }

    /// Proxies are equal when they stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}
