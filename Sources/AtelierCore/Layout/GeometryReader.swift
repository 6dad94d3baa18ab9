import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
/// It takes the whole proposal (10 x 10 where unspecified) and places its content at its top-leading corner.
public struct GeometryReader<Content: View>: View, _RemoveGlobalActorIsolation {
    /// Makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from a GeometryProxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension GeometryReader: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { GeometryReaderNode(context: context) }
}

/// Lets the node call a GeometryReader's closure without knowing its content type.
@MainActor protocol GeometryContentProvider {
    func makeContent(_ proxy: GeometryProxy) -> any View
}

extension GeometryReader: GeometryContentProvider {
    func makeContent(_ proxy: GeometryProxy) -> any View { content(proxy) }
}

/// The node of a GeometryReader: builds its content for the frame it was placed in, and builds it
/// again when a placement gives it a different frame (the content depends on it).
@MainActor final class GeometryReaderNode: ViewNode, ScrollObserver, SizingNode {
    private var provider: GeometryContentProvider?
    var child: ViewNode?
    /// The frame the content was last built for.
    private var builtFrame: CGRect?
    /// The safe area insets the content was last built with.
    private var builtInsets = EdgeInsets()
    /// The content last built, and the count of evaluations of the body that made the reader then.
    private var builtContent: (any View)?
    private var builtForEvaluations: UInt32?
    /// How many rebuilds happened in the current placement, to stop a runaway loop.
    private var rebuildsInPlacement = 0

    override var children: [ViewNode] {
        guard let child else { return [] }
        return [child]
    }
    deinit { TeardownQueue.release(&child) }

    override func update(view: any View) {
        let previous = provider
        provider = view as? GeometryContentProvider
        // The content is first built when the reader is placed, so that it (an `onAppear` reading `proxy.size`, a
        // preference written from it) sees the laid-out size, never a zero one.
        guard let builtFrame else { return setNeedsLayout() }
        if let previous, let builtContent, builtForEvaluations == owningBodyEvaluations, ViewEquality.equal(previous, view) {
            // The same closure, its body not evaluated since (a new environment handed down): the content would be
            // the same, and takes the environment.
            if let child, child.environment.version != environment.version {
                self.child = reconcile(child, with: builtContent, environment: environment)
            }
            return
        }
        build(for: builtFrame, insets: builtInsets)
    }

    private func build(for rect: CGRect, insets: EdgeInsets) {
        guard let provider else { return }
        builtFrame = rect
        builtInsets = insets
        let proxy = GeometryProxy(size: rect.size, safeAreaInsets: insets, node: self)
        let content = evaluateForOwningBody { provider.makeContent(proxy) }
        builtContent = content
        builtForEvaluations = owningBodyEvaluations
        child = reconcile(child, with: content, environment: environment)
    }

    /// Proposal-filling: unspecified dimensions take SwiftUI's default of 10.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Set by a scroll of the content around the reader: its frames in outer spaces moved.
    private var movedByScroll = false

    /// The scroll view around the reader scrolled: the content is built again at the next layout pass.
    func scrollContentMoved() {
        movedByScroll = true
        setNeedsLayout()
    }

    func placeChildren(in rect: CGRect) {
        enclosingScrollContent?.observe(self)
        let insets = safeAreaInsets(of: rect)
        if builtFrame != rect || insets != builtInsets || movedByScroll {
            movedByScroll = false
            rebuildsInPlacement += 1
            if rebuildsInPlacement <= 2 {
                // The content is updated in the transaction the reader is placed in: else, updated in none, it
                // would jump to the new frame while the reader animates there (a push moving the reader).
                let transactions = graph.transactions
                let saved = transactions.current
                transactions.current = transactionForLayout
                build(for: rect, insets: insets)
                transactions.current = saved
            }
            rebuildsInPlacement -= 1
        }
        guard let child else { return }
        // Each view of the content is proposed the reader's size and placed at its top-leading corner.
        var items: [ViewNode] = []
        child.collectLayoutItems(into: &items)
        let proposal = ProposedViewSize(rect.size)
        if items.count == 1 {
            let s = items[0].sizeThatFits(proposal)
            child.placeAligned(in: CGRect(origin: rect.origin, size: s), proposal: proposal)
        } else {
            for item in items {
                item.placeAligned(in: CGRect(origin: rect.origin, size: item.sizeThatFits(proposal)), proposal: proposal)
            }
        }
    }
}
