import Foundation

/// Shows the first of its views whose ideal size fits the space offered along `axes`, else the last one.
/// Only the view shown is drawn, hit and focused; the others keep their state while hidden.
public struct ViewThatFits<Content: View>: View, PrimitiveView, _RemoveGlobalActorIsolation {
    let axes: Axis.Set
    let content: Content
    /// Creates a view choosing among the builder's views, in order of preference, by their ideal size along
    /// `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    /// Never evaluated: the node chooses and lays out the view itself.
    public var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { ViewThatFitsNode(context: context) }
}

/// Lets ViewThatFitsNode read a ViewThatFits without knowing its content type.
@MainActor private protocol ViewThatFitsView {
    var axes: Axis.Set { get }
    /// The content with each of its views marked as a candidate.
    var candidates: any View { get }
}

extension ViewThatFits: ViewThatFitsView {
    // Applied to multi-view content, the modifier reaches each view: every candidate gets a node of its own.
    var candidates: any View { content.modifier(ViewThatFitsCandidate()) }
}

/// The node of a ViewThatFits: sizes and places the chosen candidate, and tells every candidate whether it
/// is the one shown.
@MainActor final class ViewThatFitsNode: WrapperNode, AlignmentNode, SizingNode {
    private var axes: Axis.Set = [.horizontal, .vertical]
    private var cachedCandidates: [ViewNode]?
    /// The candidate chosen for the latest placement (or sizing, before the first placement).
    private var shown: Int?

    override func update(view: any View) {
        guard let v = view as? ViewThatFitsView else { return }
        if v.axes != axes {
            axes = v.axes
            setNeedsLayout()
        }
        child = reconcile(child, with: v.candidates, environment: environment)
    }

    private var candidates: [ViewNode] {
        if let cachedCandidates { return cachedCandidates }
        var result: [ViewNode] = []
        child?.collectLayoutItems(into: &result)
        cachedCandidates = result
        return result
    }

    override func layoutWasInvalidated() { cachedCandidates = nil }

    /// The first candidate whose ideal size (along the constrained axes; as proposed along the others) fits
    /// the proposal, else the last.
    private func choice(for proposal: ProposedViewSize) -> Int? {
        let all = candidates
        guard !all.isEmpty else { return nil }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let probe = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        func fits(_ length: CGFloat, _ offered: CGFloat?, _ constrained: Bool) -> Bool {
            guard constrained, let offered else { return true }
            // A hair of slack: an ideal size equal to the offer, both from sums of fractions, fits.
            return length <= offered + 0.001
        }
        for (i, candidate) in all.enumerated().dropLast() {
            let ideal = candidate.sizeThatFits(probe)
            if fits(ideal.width, proposal.width, horizontal) && fits(ideal.height, proposal.height, vertical) { return i }
        }
        return all.count - 1
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let i = choice(for: proposal) else { return .zero }
        if shown == nil { shown = i }
        return candidates[i].sizeThatFits(proposal)
    }

    func placeChildren(in rect: CGRect) {
        let proposal = placementProposal
        let all = candidates
        let chosen = choice(for: proposal)
        shown = chosen
        // Every candidate is placed, so that each stays laid out and the choice can change without more work;
        // only the chosen one shows.
        for (i, candidate) in all.enumerated() {
            (candidate as? ViewThatFitsCandidateNode)?.isChosen = i == chosen
            candidate.place(in: rect, proposal: proposal)
        }
    }

    private var shownCandidate: ViewNode? {
        let all = candidates
        guard let shown, shown < all.count else { return all.last }
        return all[shown]
    }

    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        StackGuard.roomOrWarn() ? shownCandidate?.explicitAlignment(key, in: size) : nil
    }
    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? { shownCandidate?.baselines(in: size) }
}

/// Marks one view of a ViewThatFits as a candidate: its node shows or hides it.
struct ViewThatFitsCandidate: ViewModifier, PrimitiveModifier {
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ViewThatFitsCandidateNode(context: context) }
}

/// A candidate of a ViewThatFits: hidden (not drawn, hit or focused) unless chosen.
@MainActor final class ViewThatFitsCandidateNode: ModifierNode<ViewThatFitsCandidate> {
    var isChosen = true {
        didSet {
            guard isChosen != oldValue else { return }
            setNeedsDisplay()
            hitGeometryDidChange()
        }
    }
    override var hidesSubtree: Bool { !isChosen }
    override var modifierChangeAffects: Invalidation { [] }
}
