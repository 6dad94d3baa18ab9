import Foundation

/// A scrollable view: greedy along its scroll axes, it proposes its content an unspecified length
/// there (the content takes its ideal length) and clips the content to its bounds.
public struct ScrollView<Content: View>: View, _RemoveGlobalActorIsolation {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll indicators are shown.
    public var showsIndicators: Bool

    /// Creates a scroll view over the content, scrolling along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

/// Lets the node read a ScrollView without knowing its content type.
@MainActor protocol ScrollViewProtocol {
    var anyContent: any View { get }
    var axes: Axis.Set { get }
    var showsIndicators: Bool { get }
}

extension ScrollView: PrimitiveView, ScrollViewProtocol {
    func makeNode(in context: NodeContext) -> ViewNode { ScrollViewNode(context: context) }
    var anyContent: any View { content }
}

/// The node of a ScrollView: keeps the content offset, clamped to the content's extent. Where it touches the
/// safe area (a phone's status bar and home indicator, a `safeAreaInset` bar), its viewport reaches under it while
/// its content stays laid out inside: the content scrolls under the bars, and at rest starts below them.
@MainActor final class ScrollViewNode: ViewNode, SizingNode, SafeAreaDeclaring {
    var child: ViewNode?
    private(set) var axes: Axis.Set = .vertical
    /// How far the content is scrolled: the point of the content at the scroll view's top-leading corner.
    private(set) var contentOffset: CGPoint = .zero
    /// The content's size at the last placement.
    private(set) var contentSize: CGSize = .zero
    private var environmentCache: (input: UInt64, output: EnvironmentValues)?
    /// Whether the view asked for indicators (`showsIndicators`).
    private(set) var showsIndicators = true
    /// What the modifiers around ask of this scroll view (read from its environment, not handed to its content).
    private(set) var configuration = ScrollViewConfiguration()
    /// The overlay scroll bars, made the first time they show.
    private(set) var scrollBars: ScrollBarsNode?
    /// What observes the scroll view's geometry and position between layouts (made when a modifier asks).
    var observation: ScrollObservation?
    /// The layout marked `scrollTargetLayout()` in the content.
    weak var targetLayout: ScrollTargetLayoutNode?
    /// A scroll settling or animating to a target (a target behaviour, a paging click), or nil.
    var motion: ScrollMotion?
    /// Whether the content has been placed once (the default anchor applies to the first placement).
    private var hasPlacedContent = false
    /// The size the content was last placed in.
    private var placedViewport: CGSize = .zero
    /// The margins around the content inside the scrollable area (`contentMargins`); `contentSize` includes them.
    private(set) var contentMargins = EdgeInsets()
    /// The margins that inset the scroll bars (`contentMargins(for: .scrollIndicators)`).
    private(set) var indicatorMargins = EdgeInsets()
    /// How far the viewport reaches into the safe area around the scroll view, on each edge it touches.
    private(set) var safeAreaReach = EdgeInsets()
    /// The safe area declared for the content: the reach, around where the content sits at rest.
    private var contentSafeArea: SafeAreaDeclaration?

    /// What shows of the content: the bounds, and the safe area they touch (the content is clipped to it).
    var viewport: CGRect { safeAreaReach == EdgeInsets() ? frame : frame.outset(by: safeAreaReach) }

    override var children: [ViewNode] {
        guard let scrollBars else { return child.map { [$0] } ?? [] }
        return child.map { [$0, scrollBars] } ?? [scrollBars]
    }
    deinit { TeardownQueue.release(&child) }

    /// Several views in a scroll view are stacked along its axis, as in SwiftUI's implicit stack.
    private var stackAxis: Axis? {
        if axes == .horizontal { return .horizontal }
        if axes == .vertical { return .vertical }
        return nil
    }

    /// What the content may ask of this scroll view.
    private lazy var enclosing = EnclosingScrollView(self)

    private var contentEnvironment: EnvironmentValues {
        if let c = environmentCache, c.input == environment.version { return c.output }
        var env = environment
        env.stackOrientation = stackAxis ?? .vertical
        env.enclosingScrollView = enclosing
        // The modifiers around were for this scroll view, not for one nested in its content.
        if !env.scrollConfiguration.isEmpty { env.scrollConfiguration = ScrollViewConfiguration() }
        if env.contentMargins != ContentMargins() { env.contentMargins = ContentMargins() }
        environmentCache = (environment.version, env)
        return env
    }

    override func update(view: any View) {
        guard let v = view as? ScrollViewProtocol else { return }
        if v.axes != axes {
            axes = v.axes
            environmentCache = nil
            setNeedsLayout()
        }
        if v.showsIndicators != showsIndicators {
            showsIndicators = v.showsIndicators
            scrollBars?.setNeedsDisplay()
        }
        configuration = environment.scrollConfiguration
        configurationDidChange()
        let margins = environment.contentMargins
        let content = margins.content.insets, indicators = margins.indicators.insets
        if content != contentMargins {
            contentMargins = content
            setNeedsLayout()
        }
        if indicators != indicatorMargins {
            indicatorMargins = indicators
            scrollBars?.geometryDidChange()
        }
        child = reconcile(child, with: _ScrollContent(content: v.anyContent), environment: contentEnvironment)
    }

    /// The node that moves the content by the offset.
    private var contentNode: ScrollContentNode? { child as? ScrollContentNode }

    private var items: [ViewNode] {
        var result: [ViewNode] = []
        child?.collectLayoutItems(into: &result)
        return result
    }

    private var engine: StackLayoutEngine {
        stackAxis == .horizontal ? .horizontal(alignment: .center, spacing: nil) : .vertical(alignment: .center, spacing: nil)
    }

    /// The proposal for the content: unspecified along the scroll axes, the given length less the margins across.
    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let m = contentMargins
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - m.leading - m.trailing) },
                                height: axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - m.top - m.bottom) })
    }

    /// The content's own size for a proposal, without the margins.
    private func innerContentSize(for proposal: ProposedViewSize) -> CGSize {
        let items = self.items
        if items.count == 1 { return child?.sizeThatFits(proposal) ?? .zero }
        return engine.size(proposal, items)
    }

    /// The scrollable extent for a proposal: the content's size and the margins around it.
    private func contentSize(for proposal: ProposedViewSize) -> CGSize {
        let c = innerContentSize(for: proposal), m = contentMargins
        return CGSize(width: c.width + m.leading + m.trailing, height: c.height + m.top + m.bottom)
    }

    /// Greedy: a finite proposal is taken whole; otherwise the content's size.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let c = contentSize(for: contentProposal(proposal))
        func axis(_ p: CGFloat?, _ c: CGFloat) -> CGFloat {
            guard let p, p.isFinite else { return c }
            return p
        }
        return CGSize(width: axis(proposal.width, c.width), height: axis(proposal.height, c.height))
    }

    /// The largest offset on each axis: how far the content reaches past the bounds.
    var maximumContentOffset: CGPoint { maximumContentOffset(in: frame.size) }

    private func maximumContentOffset(in size: CGSize) -> CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(0, contentSize.width - size.width) : 0,
                y: axes.contains(.vertical) ? max(0, contentSize.height - size.height) : 0)
    }

    /// The offset that puts the anchor's point of the content at the same point of a viewport of `size`.
    private func anchoredOffset(_ anchor: UnitPoint, in size: CGSize) -> CGPoint {
        let m = maximumContentOffset(in: size)
        func unit(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
        return CGPoint(x: m.x * unit(anchor.x), y: m.y * unit(anchor.y))
    }

    /// Whether the scroll view is where its anchor puts it (within half a point) in a viewport of `size`.
    private func isAt(_ anchor: UnitPoint, in size: CGSize) -> Bool {
        let a = anchoredOffset(anchor, in: size)
        return abs(a.x - contentOffset.x) < 0.5 && abs(a.y - contentOffset.y) < 0.5
    }

    /// Along which axes the content is larger than the scroll view.
    var overflowingAxes: Axis.Set {
        let m = maximumContentOffset
        var result: Axis.Set = []
        if m.x > 0.5 { result.insert(.horizontal) }
        if m.y > 0.5 { result.insert(.vertical) }
        return result
    }

    private func clampOffset() {
        let m = maximumContentOffset
        func clamp(_ v: CGFloat, _ hi: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), hi) : 0 }
        contentOffset = CGPoint(x: clamp(contentOffset.x, m.x), y: clamp(contentOffset.y, m.y))
    }

    func placeChildren(in rect: CGRect) {
        let proposal = contentProposal(placementProposal)
        let c = contentSize(for: proposal)
        // A scroll view at its default anchor (a chat at its bottom) stays there as its content or size change.
        let anchor = configuration.defaultAnchor
        let keepsAnchor = anchor.map { !hasPlacedContent || isAt($0, in: placedViewport) } ?? false
        let changed = c != contentSize || rect.size != placedViewport
        contentSize = c
        hasPlacedContent = true
        placedViewport = rect.size
        if keepsAnchor, let anchor { contentOffset = anchoredOffset(anchor, in: rect.size) }
        clampOffset()
        contentNode?.setOffset(contentOffset)
        if changed { scrollBars?.geometryDidChange() }
        // Along a scroll axis the content starts at the leading/top edge (the offset moves it when drawn);
        // across (and when smaller than the bounds) it is centred.
        func origin(_ lo: CGFloat, _ length: CGFloat, _ content: CGFloat, scrolls: Bool) -> CGFloat {
            if scrolls { return lo }
            return lo + (length - content) / 2
        }
        let x = origin(rect.minX, rect.width, c.width, scrolls: axes.contains(.horizontal))
        let y = origin(rect.minY, rect.height, c.height, scrolls: axes.contains(.vertical))
        let m = contentMargins
        let contentRect = CGRect(x: x + m.leading, y: y + m.top, width: max(0, c.width - m.leading - m.trailing),
                                 height: max(0, c.height - m.top - m.bottom))
        let reach = safeAreaInsets(of: rect, regions: .container)
        if reach != safeAreaReach {
            safeAreaReach = reach
            setNeedsDisplay()
            hitGeometryDidChange()
        }
        // The content's safe area is the reach, around it at rest: its views that ignore the safe area reach under
        // the bars with it, and see nothing further out (the content moves as it scrolls).
        let declared = reach == EdgeInsets() ? nil
            : SafeAreaDeclaration(bounds: contentRect.outset(by: reach), insets: reach, endsChain: true)
        let safeAreaChanged = declared != contentSafeArea
        contentSafeArea = declared
        let items = self.items
        placeChildren(safeAreaChanged: safeAreaChanged) {
            if items.count == 1 {
                child?.placeAligned(in: contentRect, proposal: proposal)
            } else {
                engine.place(in: contentRect, proposal: proposal, items)
            }
        }
    }

    /// The reach into the safe area, around the content at rest, for the content; nothing for the scroll bars.
    func safeAreaDeclaration(for child: ViewNode) -> SafeAreaDeclaration? { child === self.child ? contentSafeArea : nil }

    /// Scrolls by `delta` (positive values reveal content further down and to the trailing side),
    /// clamped to the content's extent; returns the offset actually applied.
    @discardableResult
    func scroll(by delta: CGSize) -> CGPoint {
        let before = contentOffset
        let dx = delta.width.isFinite ? delta.width : 0, dy = delta.height.isFinite ? delta.height : 0
        contentOffset = CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy)
        clampOffset()
        if contentOffset != before {
            // The content moves as drawn; its layout stays.
            contentNode?.setOffset(contentOffset)
            scrollBars?.geometryDidChange()
            observation?.offsetDidChange(in: self)
            graph.requestFrame()
        }
        return CGPoint(x: contentOffset.x - before.x, y: contentOffset.y - before.y)
    }

    /// Follows content that moved by `delta` within itself (a lazy stack placing its rows where the rows before
    /// them really end): the offset moves as much, so what shows stays put. Clamped at the next placement.
    func shiftContent(by delta: CGSize) {
        guard delta.width.isFinite, delta.height.isFinite else { return }
        contentOffset = CGPoint(x: max(0, contentOffset.x + delta.width), y: max(0, contentOffset.y + delta.height))
        contentNode?.setOffset(contentOffset)
        setNeedsLayout()
    }

    /// Scrolls so that the content's point `offset` is at the top-leading corner (clamped).
    func scroll(to offset: CGPoint) {
        scroll(by: CGSize(width: offset.x - contentOffset.x, height: offset.y - contentOffset.y))
    }

}

extension ScrollViewNode {
    /// Whether scroll bars may show along an axis: asked for, scrollable and longer than the view.
    func showsBar(along axis: Axis) -> Bool {
        guard showsIndicators, environment.isScrollEnabled else { return false }
        let visibility = axis == .vertical ? environment.verticalScrollIndicatorVisibility : environment.horizontalScrollIndicatorVisibility
        guard visibility.showsBars else { return false }
        return overflowingAxes.contains(axis == .vertical ? .vertical : .horizontal)
    }

    /// Shows the overlay bars (a scroll, the pointer moving over the view); they fade a moment later.
    func flashScrollBars() {
        guard showsBar(along: .vertical) || showsBar(along: .horizontal) else { return }
        if scrollBars == nil {
            scrollBars = ScrollBarsNode(context: NodeContext(graph: graph, parent: self))
            drawnChildrenDidChange()
        }
        scrollBars?.flash()
    }

    /// The modifiers around changed: the observers of the geometry and the position follow.
    private func configurationDidChange() {
        let observes = !configuration.geometryActions.isEmpty || configuration.position != nil
        if observes, observation == nil {
            observation = ScrollObservation()
            graph.preferenceReaders.add(self)
        }
        observation?.configurationDidChange(configuration, in: self)
    }
}

extension ScrollViewNode: TreeDumpDescribing {
    var treeDumpValues: String {
        let axis = axes == [.horizontal, .vertical] ? "both" : axes == .horizontal ? "horizontal" : "vertical"
        return "\(axis), offset: \(TreeDump.point(contentOffset)), content: \(TreeDump.size(contentSize))"
    }
}
