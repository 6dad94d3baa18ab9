import Foundation

// A list's layout where no container takes its elements (the root, a padding's content): a lone element's
// size, placement, traits and guides are the list's own; several stack as SwiftUI's implicit vertical stack.

extension ViewListNode: SizingNode {
    /// Outside a container the elements stack vertically, as at the root of a window.
    var layoutItems: [ViewNode] {
        var result: [ViewNode] = []
        collectLayoutItems(into: &result)
        return result
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = layoutItems
        if subviews.count == 1 { return subviews[0].sizeThatFits(proposal) }
        return graph.looseContentLayout.size(proposal, subviews)
    }

    func placeChildren(in rect: CGRect) {
        let subviews = layoutItems
        if subviews.count == 1 { return subviews[0].place(in: rect, proposal: placedProposal) }
        graph.looseContentLayout.place(in: rect, subviews)
    }

    var ownLayoutPriority: Double {
        let subviews = layoutItems
        return subviews.count == 1 ? subviews[0].layoutPriority : 0
    }
    func ownLayoutValue(forKey key: ObjectIdentifier) -> Any? {
        let subviews = layoutItems
        return subviews.count == 1 ? subviews[0].layoutValue(forKey: key) : nil
    }

    /// Orders its elements again, and has the container above it do so too: a list's elements are ordered among
    /// the container's own (`ZOrder`).
    func reorderChildrenForZIndex() -> Bool {
        zOrder.reset()
        drawnChildrenDidChange()
        return false
    }

    func childrenDrawingOrder() -> [ViewNode]? { zOrder.reordered(childNodes) }
    var ownSpacerMinLength: CGFloat?? {
        let subviews = layoutItems
        return subviews.count == 1 ? subviews[0].spacerMinLength : nil
    }
    var ownSpacing: ViewSpacing {
        let subviews = layoutItems
        return subviews.count == 1 ? subviews[0].spacing : ViewSpacing()
    }
}

extension ViewListNode: AlignmentNode {
    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        let subviews = layoutItems
        return subviews.count == 1 ? subviews[0].baselines(in: size) : nil
    }

    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        let subviews = layoutItems
        return subviews.count == 1 ? subviews[0].explicitAlignment(key, in: size) : nil
    }
}
