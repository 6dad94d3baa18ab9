import Foundation

/// SwiftUI's stack algorithm on one axis: children are offered the remaining space in order of
/// layout priority, the least flexible first; cross-axis positions follow the alignment guide.
@MainActor struct StackLayoutEngine {
    // The Bool last, in the optional spacing's padding (a stack's node keeps its engine).
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let horizontal: Bool

    init(horizontal: Bool, alignment: AlignmentKey, spacing: CGFloat?) {
        self.alignment = alignment
        self.spacing = spacing
        self.horizontal = horizontal
    }

    nonisolated static let defaultSpacing: CGFloat = ViewSpacing.standard

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

    /// The stack's own spacing, or nil for the default between each pair of neighbours.
    private var explicitSpacing: CGFloat? {
        guard let s = spacing else { return nil }
        guard s.isFinite else {
            Diagnostics.warn("a stack's spacing of \(s) is treated as 0 (spacing must be finite)", key: "stack-spacing-nonfinite")
            return 0
        }
        return s
    }

    /// The children with the traits the algorithm reads of them.
    func items(_ children: [ViewNode]) -> StackItems {
        StackItems(children, spacing: explicitSpacing, axis: horizontal ? .horizontal : .vertical)
    }

    /// A child's size, asked of the child itself (a spacer knows its stack's axis), so that a stack and a
    /// modifier around a spacer (a padding) agree on it.
    private func childSize(_ child: ViewNode, _ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }

    /// The sizes children take for a proposal.
    func sizes(_ proposal: ProposedViewSize, _ children: [ViewNode]) -> [CGSize] {
        var none: StackOffersMemo?
        return sizes(proposal, items(children), memo: &none)
    }

    /// The sizes children take for a proposal, reusing the offers kept for it.
    func sizes(_ proposal: ProposedViewSize, _ items: StackItems, memo: inout StackOffersMemo?) -> [CGSize] {
        let offers = self.offers(proposal, items, memo: &memo)
        var sizes: [CGSize] = []
        sizes.reserveCapacity(offers.count)
        for offer in offers { sizes.append(offer.size) }
        return sizes
    }

    /// What a child is offered, and the size it takes for it.
    struct Offer {
        var size: CGSize
        /// Packed: every stack of a long list keeps its offers from sizing to placement (48 bytes an offer
        /// with an optional's tags, 32 so).
        private var packedProposal: PackedProposal
        var proposal: ProposedViewSize { packedProposal.proposal ?? .unspecified }

        init(size: CGSize, proposal: ProposedViewSize) {
            self.size = size
            packedProposal = PackedProposal(proposal)
        }
    }

    /// The offers for a proposal: those kept for it (the children left as asking again would leave them),
    /// else made and kept.
    private func offers(_ proposal: ProposedViewSize, _ items: StackItems, memo: inout StackOffersMemo?) -> [Offer] {
        let children = items.nodes
        if let kept = memo, kept.proposal == proposal {
            if kept.childrenKeepTheOffers {
                if let offers = Self.offersAsLastSized(children) { return offers }
            } else if kept.offers.count == children.count {
                for i in 0..<children.count { children[i].latestSizing = kept.latestSizings[i] }
                return kept.offers
            }
        }
        let made = offers(proposal, items)
        // Each child was last asked its offer, as a rule: then the offers say it all, and no second list is kept
        // (every stack of a long list holds its memo from sizing to placement).
        var asOffered = true
        for i in 0..<children.count {
            guard let s = children[i].latestSizing, s.proposal == made[i].proposal, s.size == made[i].size else {
                asOffered = false
                break
            }
        }
        guard !asOffered else {
            // The offers are the children's latest sizings: the memo keeps the proposal only. An array kept from
            // sizing to placement by every stack of a long list was freed at placement among the nodes and text
            // layouts made since, a hole in the heap that nothing of its size took again.
            memo = StackOffersMemo(childrenKeepTheOffersFor: proposal)
            return made
        }
        var sizings: [ViewNode.Sizing?] = []
        sizings.reserveCapacity(children.count)
        for c in children { sizings.append(c.latestSizing) }
        memo = StackOffersMemo(proposal: proposal, offers: made, latestSizings: sizings)
        return made
    }

    /// The offers a memo that kept none stands for: each child's latest proposal and the size it gave, as the
    /// offers left them (only the stack asks its children their sizes); nil if a child has none.
    private static func offersAsLastSized(_ children: [ViewNode]) -> [Offer]? {
        var result: [Offer] = []
        result.reserveCapacity(children.count)
        for c in children {
            guard let s = c.latestSizing else { return nil }
            result.append(Offer(size: s.size, proposal: s.proposal))
        }
        return result
    }

    /// What each child is offered for a proposal, and the size it takes for it.
    private func offers(_ proposal: ProposedViewSize, _ items: StackItems) -> [Offer] {
        let children = items.nodes
        let n = children.count
        guard n > 0 else { return [] }
        let crossProposal = horizontal ? proposal.height : proposal.width
        var result: [Offer] = []
        result.reserveCapacity(n)
        let available = horizontal ? proposal.width : proposal.height
        guard let available, !available.isInfinite else {
            let p = self.proposal(main: available == nil ? nil : .infinity, cross: crossProposal)
            for c in children { result.append(Offer(size: childSize(c, p), proposal: p)) }
            return result
        }
        var remaining = available - items.totalSpacing
        let least = self.proposal(main: 0, cross: crossProposal)
        if remaining <= 0 {
            // No room past the spacing: every child is offered nothing, whatever its flexibility, so the
            // probe of how much more each could take is not made.
            for c in children { result.append(Offer(size: childSize(c, least), proposal: least)) }
            return result
        }
        // Flexibility: how much more a child could take than its minimum.
        var minimums = [CGFloat](repeating: 0, count: n)
        var flexibility = [CGFloat](repeating: 0, count: n)
        let most = self.proposal(main: .infinity, cross: crossProposal)
        for i in 0..<n {
            let c = children[i]
            let lo = main(childSize(c, least))
            minimums[i] = lo
            // A spacer is the most flexible of views: it takes whatever is left.
            flexibility[i] = items.isSpacer(i) ? .infinity : main(childSize(c, most)) - lo
        }
        for _ in 0..<n { result.append(Offer(size: .zero, proposal: .zero)) }
        for k in 0..<items.distinctPriorityCount {
            let priority = items.distinctPriority(k)
            var group: [Int] = []
            // Lower-priority children keep at least their minimum.
            var reserved: CGFloat = 0
            for i in 0..<n {
                let p = items.priority(i)
                if p == priority { group.append(i) } else if p < priority { reserved += minimums[i] }
            }
            Self.order(&group, by: flexibility)
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

    /// Orders the indices by flexibility, the least flexible first; equals keep their order (an insertion
    /// sort: a stack has a few children, and `sorted` allocated a second array at every proposal).
    private nonisolated static func order(_ indices: inout [Int], by flexibility: [CGFloat]) {
        guard indices.count > 1 else { return }
        for i in 1..<indices.count {
            let moving = indices[i]
            var j = i
            while j > 0, flexibility[indices[j - 1]] > flexibility[moving] {
                indices[j] = indices[j - 1]
                j -= 1
            }
            indices[j] = moving
        }
    }

    /// The stack's size for a proposal.
    func size(_ proposal: ProposedViewSize, _ children: [ViewNode]) -> CGSize {
        var none: StackOffersMemo?
        return size(proposal, items(children), memo: &none)
    }

    /// The stack's size for a proposal, keeping its offers.
    func size(_ proposal: ProposedViewSize, _ items: StackItems, memo: inout StackOffersMemo?) -> CGSize {
        let offers = self.offers(proposal, items, memo: &memo)
        guard !offers.isEmpty else { return .zero }
        var mainSum: CGFloat = 0
        for o in offers { mainSum += main(o.size) }
        let mainTotal = mainSum + items.totalSpacing
        let (before, after) = crossExtents(items, offers)
        let crossTotal = before + after
        return horizontal ? CGSize(width: mainTotal, height: crossTotal) : CGSize(width: crossTotal, height: mainTotal)
    }

    /// What placement reads of the offers: an array of them, or the children's latest sizings where those are the
    /// offers (`StackOffersMemo`), read in place rather than copied into an array at every stack's placement.
    @MainActor protocol OfferList {
        var count: Int { get }
        subscript(_ i: Int) -> Offer { get }
    }

    /// The children's latest sizings as their offers; made only when every child has one.
    struct LatestSizings: OfferList {
        let nodes: [ViewNode]
        init?(_ nodes: [ViewNode]) {
            for node in nodes where node.latestSizing == nil { return nil }
            self.nodes = nodes
        }
        var count: Int { nodes.count }
        subscript(_ i: Int) -> Offer {
            let s = nodes[i].latestSizing!
            return Offer(size: s.size, proposal: s.proposal)
        }
    }

    /// How far the children reach before and after the alignment line.
    private func crossExtents<Offers: OfferList>(_ items: StackItems, _ offers: Offers) -> (CGFloat, CGFloat) {
        var before: CGFloat = 0, after: CGFloat = 0
        for i in 0..<min(items.count, offers.count) {
            let s = offers[i].size
            let a = items.isSpacer(i) ? cross(s) / 2 : items.nodes[i].alignmentValue(alignment, in: s)
            before = max(before, a)
            after = max(after, cross(s) - a)
        }
        return (before, after)
    }

    /// Places the children in `rect`, sized as for `proposal` (the stack's own proposal; by default its size).
    func place(in rect: CGRect, proposal: ProposedViewSize? = nil, _ children: [ViewNode]) {
        var none: StackOffersMemo?
        place(in: rect, proposal: proposal, items(children), memo: &none)
    }

    /// Places the children, reusing the offers kept for the proposal.
    func place(in rect: CGRect, proposal: ProposedViewSize? = nil, _ items: StackItems, memo: inout StackOffersMemo?) {
        let proposal = proposal ?? ProposedViewSize(rect.size)
        if let kept = memo, kept.proposal == proposal, kept.childrenKeepTheOffers, let sizings = LatestSizings(items.nodes) {
            return place(in: rect, items, sizings)
        }
        place(in: rect, items, offers(proposal, items, memo: &memo))
    }

    private func place<Offers: OfferList>(in rect: CGRect, _ items: StackItems, _ offers: Offers) {
        guard offers.count > 0 else { return }
        let (before, after) = crossExtents(items, offers)
        let crossSpace = horizontal ? rect.height : rect.width
        // Centre the aligned content across when the stack was given more than it needs.
        let lineOffset = before + max(0, (crossSpace - before - after) / 2)
        var position = horizontal ? rect.minX : rect.minY
        let gaps = items.gaps
        for i in 0..<min(items.count, offers.count) {
            let c = items.nodes[i], s = offers[i].size
            let a = items.isSpacer(i) ? cross(s) / 2 : c.alignmentValue(alignment, in: s)
            let crossPos = (horizontal ? rect.minY : rect.minX) + (lineOffset - a)
            let origin = horizontal ? CGPoint(x: position, y: crossPos) : CGPoint(x: crossPos, y: position)
            c.placeAligned(in: CGRect(origin: origin, size: s), proposal: offers[i].proposal)
            position += main(s) + (i < gaps.count ? gaps[i] : 0)
        }
    }
}

extension Array: StackLayoutEngine.OfferList where Element == StackLayoutEngine.Offer {}
