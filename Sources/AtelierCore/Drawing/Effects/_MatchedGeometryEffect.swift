import Foundation

/// Groups views by an identifier in a namespace: what `matchedGeometryEffect` applies. The source of a group
/// gives its frame to the others (laid out at its size, drawn at its place), and a source that replaces
/// another in an animated change is drawn moving from where the old one was.
public struct _MatchedGeometryEffect: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { MatchedGeometryNode(context: context) }
}

/// A group of matched views: an identifier in a namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// Where each group's source was last placed, per graph.
@MainActor final class MatchedGeometryRegistry {
    struct Placement {
        weak var node: ViewNode?
        var frame: CGRect
        /// The update in which the source left the tree, if it has.
        var departedInUpdate: Int?
    }
    var sources: [MatchedGeometryKey: Placement] = [:]
    /// The views that take a group's geometry, to lay out again when its source moves.
    var followers: [MatchedGeometryKey: [WeakNode]] = [:]

    /// The attached views following a group.
    func followers(of key: MatchedGeometryKey) -> [MatchedGeometryNode] {
        followers[key] = followers[key]?.filter { $0.node?.isAttached == true }
        return followers[key]?.compactMap { $0.node as? MatchedGeometryNode } ?? []
    }
}

/// The node of `matchedGeometryEffect`.
@MainActor final class MatchedGeometryNode: EffectModifierNode<_MatchedGeometryEffect>, ProjectingNode, SizingNode {
    private var registry: MatchedGeometryRegistry { graph.service(MatchedGeometryRegistry.self) { MatchedGeometryRegistry() } }
    /// The rect the content is drawn in, on its way to the one it belongs in (nil while they are the same).
    private var presented: AnimatedValue<CGRect.AnimatableData>?
    private var registeredKey: MatchedGeometryKey?

    override func modifierDidChange(from previous: _MatchedGeometryEffect?) {
        super.modifierDidChange(from: previous)
        if !modifier.isSource, registeredKey != modifier.key {
            registry.followers[modifier.key, default: []].append(WeakNode(self))
            registeredKey = modifier.key
        }
        if modifierValueChanged { setNeedsLayout() }
    }

    /// A change of group or role lays the node out again.
    override var modifierChangeAffects: Invalidation { [.layout, .display] }

    /// The group's source, when it is another view in the tree.
    private var source: MatchedGeometryRegistry.Placement? {
        guard let placement = registry.sources[modifier.key], let node = placement.node, node !== self, node.isAttached
        else { return nil }
        return placement
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !modifier.isSource, modifier.properties.contains(.size), let source else { return handedOnSize(proposal) }
        _ = child?.sizeThatFits(ProposedViewSize(source.frame.size))
        return source.frame.size
    }

    func placeChildren(in rect: CGRect) {
        let followsSource = !modifier.isSource && modifier.properties.contains(.size) && source != nil
        child?.place(in: rect, proposal: followsSource ? ProposedViewSize(rect.size) : placementProposal)
        let animation = transactionForLayout.animation
        if modifier.isSource {
            let previous = registry.sources[modifier.key]
            // A source appearing where another of its group is (leaving), or was until this update, starts from there.
            let replaces = !hasDrawnOnce && previous?.node !== self && previous.map { old in
                !old.frame.isEmpty && (old.node?.isAttached == true || old.departedInUpdate == graph.transactions.generation)
            } == true
            registry.sources[modifier.key] = .init(node: self, frame: rect)
            if previous?.frame != rect {
                for follower in registry.followers(of: modifier.key) { follower.follow(rect, animation: animation) }
            }
            if replaces, let animation, let from = previous?.frame { move(from: from, to: rect, animation: animation) }
        } else {
            let target = source?.frame ?? rect
            move(from: presentedRect ?? target, to: target, animation: hasDrawnOnce ? animation : nil)
        }
        hasDrawnOnce = true
    }
    private var hasDrawnOnce = false

    /// The group's source was placed at `frame`: this follower is drawn there (and laid out at its size again).
    func follow(_ frame: CGRect, animation: Animation?) {
        if modifier.properties.contains(.size), frame.size != self.frame.size { setNeedsLayout() }
        move(from: presentedRect ?? frame, to: frame, animation: hasDrawnOnce ? animation : nil)
    }

    /// The rect drawn now.
    private var presentedRect: CGRect? { presented.map { CGRect(animatableData: $0.value(at: graph.time)) } }

    private func move(from start: CGRect, to end: CGRect, animation: Animation?) {
        let value = presented ?? AnimatedValue(start.animatableData)
        if presented == nil, animation != nil { value.set(start.animatableData, animation: nil, at: graph.time) }
        value.set(end.animatableData, animation: animation, at: graph.time)
        presented = value
        if value.isAnimating(at: graph.time) { graph.nodeStartedAnimating(self) }
        setNeedsDisplay()
    }

    override func willDetach() -> [ViewNode] {
        if let modifier, modifier.isSource, registry.sources[modifier.key]?.node === self {
            registry.sources[modifier.key]?.departedInUpdate = graph.transactions.generation
        }
        return super.willDetach()
    }

    override var ownAnimationsInFlight: Bool {
        super.ownAnimationsInFlight || (presented?.isAnimating(at: graph.time) ?? false)
    }

    /// From the frame the node was laid out in to the rect it is drawn in: moved by the anchor point for the
    /// position, scaled for the size.
    var ownRenderProjection: ProjectionTransform {
        guard let shown = presentedRect, shown != frame, frame.width > 0, frame.height > 0 else { return ProjectionTransform() }
        let properties = modifier.properties
        let sx = properties.contains(.size) ? shown.width / frame.width : 1
        let sy = properties.contains(.size) ? shown.height / frame.height : 1
        let a = modifier.anchor
        let from = CGPoint(x: frame.minX + a.x * frame.width, y: frame.minY + a.y * frame.height)
        let to = properties.contains(.position) ? CGPoint(x: shown.minX + a.x * shown.width, y: shown.minY + a.y * shown.height) : from
        let t = CGAffineTransform(translationX: -from.x, y: -from.y)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: to.x, y: to.y))
        return ProjectionTransform(t)
    }

    override func apply(to content: DisplayList) -> DisplayList? { content.projected(by: renderProjection) }
}

nonisolated extension View {
    /// Matches this view's geometry with the other views of the same identifier in the namespace: the source
    /// gives its frame to the others, and a source replacing another in an animated change moves from its place.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryEffect(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
                                        properties: properties, anchor: anchor, isSource: isSource))
    }
}
