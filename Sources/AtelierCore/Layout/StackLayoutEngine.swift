import Foundation

/// SwiftUI's stack algorithm on one axis: children are offered the remaining space in order of
/// layout priority, the least flexible first; cross-axis positions follow the alignment guide.
@MainActor struct StackLayoutEngine {
    let horizontal: Bool
    let alignment: AlignmentKey
    let spacing: CGFloat?

    nonisolated static let defaultSpacing: CGFloat = 8

    static func vertical(alignment: HorizontalAlignment, spacing: CGFloat?) -> StackLayoutEngine {
        StackLayoutEngine(horizontal: false, alignment: alignment.key, spacing: spacing)
    }
    static func horizontal(alignment: VerticalAlignment, spacing: CGFloat?) -> StackLayoutEngine {
        StackLayoutEngine(horizontal: true, alignment: alignment.key, spacing: spacing)
    }

    private func main(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
    private func cross(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
    private func proposal(main m: CGFloat?, cross c: CGFloat?) -> ProposedViewSize {
        horizontal ? ProposedViewSize(width: m, height: c) : ProposedViewSize(width: c, height: m)
    }

    private var gap: CGFloat {
        let s = spacing ?? StackLayoutEngine.defaultSpacing
        guard s.isFinite else {
            Diagnostics.warn("a stack's spacing of \(s) is treated as 0 (spacing must be finite)", key: "stack-spacing-nonfinite")
            return 0
        }
        return s
    }

    /// The spacing between each child and the next: none next to a Spacer, which stands for space itself
    /// (SwiftUI's Spacer has zero preferred spacing).
    func gaps(_ children: [ViewNode]) -> [CGFloat] {
        guard children.count > 1 else { return [] }
        // Loops rather than closures here and below: this runs for every stack at every proposal, and a
        // closure made in an actor-isolated function checks the executor each time it is called.
        var result = [CGFloat](repeating: 0, count: children.count - 1)
        var gap: CGFloat?
        var previousIsSpacer = children[0].spacerMinLength != nil
        for i in 1..<children.count {
            let isSpacer = children[i].spacerMinLength != nil
            if !previousIsSpacer, !isSpacer {
                if gap == nil { gap = self.gap }
                result[i - 1] = gap!
            }
            previousIsSpacer = isSpacer
        }
        return result
    }

    /// A child's size, asked of the child itself (a spacer knows its stack's axis), so that a stack and a
    /// modifier around a spacer (a padding) agree on it.
    private func childSize(_ child: ViewNode, _ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }

    /// The sizes children take for a proposal.
    func sizes(_ proposal: ProposedViewSize, _ children: [ViewNode]) -> [CGSize] {
        var none: StackOffersMemo?
        return sizes(proposal, children, memo: &none)
    }

    /// The sizes children take for a proposal, reusing the offers kept for it.
    func sizes(_ proposal: ProposedViewSize, _ children: [ViewNode], memo: inout StackOffersMemo?) -> [CGSize] {
        let offers = self.offers(proposal, children, memo: &memo)
        var sizes: [CGSize] = []
        sizes.reserveCapacity(offers.count)
        for offer in offers { sizes.append(offer.size) }
        return sizes
    }

    /// What a child is offered, and the size it takes for it.
    struct Offer {
        var size: CGSize
        var proposal: ProposedViewSize
    }

    /// The offers for a proposal: those kept for it (the children left as asking again would leave them),
    /// else made and kept.
    private func offers(_ proposal: ProposedViewSize, _ children: [ViewNode], memo: inout StackOffersMemo?) -> [Offer] {
        if let kept = memo, kept.proposal == proposal, kept.offers.count == children.count {
            for i in 0..<children.count { children[i].latestSizing = kept.latestSizings[i] }
            return kept.offers
        }
        let made = offers(proposal, children)
        var sizings: [ViewNode.Sizing?] = []
        sizings.reserveCapacity(children.count)
        for c in children { sizings.append(c.latestSizing) }
        memo = StackOffersMemo(proposal: proposal, offers: made, latestSizings: sizings)
        return made
    }

    /// What each child is offered for a proposal, and the size it takes for it.
    private func offers(_ proposal: ProposedViewSize, _ children: [ViewNode]) -> [Offer] {
        let n = children.count
        guard n > 0 else { return [] }
        let crossProposal = horizontal ? proposal.height : proposal.width
        let spacings = gaps(children)
        var totalSpacing: CGFloat = 0
        for s in spacings { totalSpacing += s }
        var result: [Offer] = []
        result.reserveCapacity(n)
        let available = horizontal ? proposal.width : proposal.height
        guard let available, !available.isInfinite else {
            let p = self.proposal(main: available == nil ? nil : .infinity, cross: crossProposal)
            for c in children { result.append(Offer(size: childSize(c, p), proposal: p)) }
            return result
        }
        // Flexibility: how much more a child could take than its minimum.
        var minimums = [CGFloat](repeating: 0, count: n)
        var flexibility = [CGFloat](repeating: 0, count: n)
        var priorities = [Double](repeating: 0, count: n)
        var onePriority = true
        let least = self.proposal(main: 0, cross: crossProposal), most = self.proposal(main: .infinity, cross: crossProposal)
        for i in 0..<n {
            let c = children[i]
            let lo = main(childSize(c, least))
            let hi = main(childSize(c, most))
            minimums[i] = lo
            // A spacer is the most flexible of views: it takes whatever is left.
            flexibility[i] = c.spacerMinLength != nil ? .infinity : hi - lo
            priorities[i] = c.layoutPriority
            if priorities[i] != priorities[0] { onePriority = false }
        }
        for _ in 0..<n { result.append(Offer(size: .zero, proposal: .zero)) }
        var remaining = available - totalSpacing
        let distinct = onePriority ? [priorities[0]] : Set(priorities).sorted(by: >)
        for priority in distinct {
            var group: [Int] = []
            // Lower-priority children keep at least their minimum.
            var reserved: CGFloat = 0
            for i in 0..<n {
                if priorities[i] == priority { group.append(i) } else if priorities[i] < priority { reserved += minimums[i] }
            }
            group = Self.ordered(group, by: flexibility)
            var groupRemaining = remaining - reserved
            var left = group.count
            for i in group {
                let offer = max(0, groupRemaining / CGFloat(left))
                let p = self.proposal(main: offer, cross: crossProposal)
                let size = childSize(children[i], p)
                result[i] = Offer(size: size, proposal: p)
                groupRemaining -= main(size)
                remaining -= main(size)
                left -= 1
            }
        }
        return result
    }

    /// The indices in order of flexibility, the least flexible first (a stable sort: equals keep their order).
    private nonisolated static func ordered(_ indices: [Int], by flexibility: [CGFloat]) -> [Int] {
        indices.sorted { flexibility[$0] < flexibility[$1] }
    }

    /// The stack's size for a proposal.
    func size(_ proposal: ProposedViewSize, _ children: [ViewNode]) -> CGSize {
        var none: StackOffersMemo?
        return size(proposal, children, memo: &none)
    }

    /// The stack's size for a proposal, keeping its offers.
    func size(_ proposal: ProposedViewSize, _ children: [ViewNode], memo: inout StackOffersMemo?) -> CGSize {
        let sizes = self.sizes(proposal, children, memo: &memo)
        guard !sizes.isEmpty else { return .zero }
        var mainSum: CGFloat = 0
        for s in sizes { mainSum += main(s) }
        let mainTotal = mainSum + gaps(children).reduce(0, +)
        let (before, after) = crossExtents(children, sizes)
        let crossTotal = before + after
        return horizontal ? CGSize(width: mainTotal, height: crossTotal) : CGSize(width: crossTotal, height: mainTotal)
    }

    /// How far the children reach before and after the alignment line.
    private func crossExtents(_ children: [ViewNode], _ sizes: [CGSize]) -> (CGFloat, CGFloat) {
        var before: CGFloat = 0, after: CGFloat = 0
        for (c, s) in zip(children, sizes) {
            let a = c.spacerMinLength != nil ? cross(s) / 2 : c.alignmentValue(alignment, in: s)
            before = max(before, a)
            after = max(after, cross(s) - a)
        }
        return (before, after)
    }

    /// Places the children in `rect`, sized as for `proposal` (the stack's own proposal; by default its size).
    func place(in rect: CGRect, proposal: ProposedViewSize? = nil, _ children: [ViewNode]) {
        var none: StackOffersMemo?
        place(in: rect, proposal: proposal, children, memo: &none)
    }

    /// Places the children, reusing the offers kept for the proposal.
    func place(in rect: CGRect, proposal: ProposedViewSize? = nil, _ children: [ViewNode], memo: inout StackOffersMemo?) {
        let proposal = proposal ?? ProposedViewSize(rect.size)
        let offers = self.offers(proposal, children, memo: &memo)
        var sizes: [CGSize] = []
        sizes.reserveCapacity(offers.count)
        for offer in offers { sizes.append(offer.size) }
        guard !sizes.isEmpty else { return }
        let (before, after) = crossExtents(children, sizes)
        let crossSpace = horizontal ? rect.height : rect.width
        // Centre the aligned content across when the stack was given more than it needs.
        let lineOffset = before + max(0, (crossSpace - before - after) / 2)
        var position = horizontal ? rect.minX : rect.minY
        let spacings = gaps(children)
        for (i, (c, s)) in zip(children, sizes).enumerated() {
            let a = c.spacerMinLength != nil ? cross(s) / 2 : c.alignmentValue(alignment, in: s)
            let crossPos = (horizontal ? rect.minY : rect.minX) + (lineOffset - a)
            let origin = horizontal ? CGPoint(x: position, y: crossPos) : CGPoint(x: crossPos, y: position)
            c.placeAligned(in: CGRect(origin: origin, size: s), proposal: offers[i].proposal)
            position += main(s) + (i < spacings.count ? spacings[i] : 0)
        }
    }
}
