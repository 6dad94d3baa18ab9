import Foundation

/// A kind of node that sizes itself and places its children: stacks, frames, leaves with content. A kind
/// that does not adopt it stands for its wrapped child (`wrappedChild`): the child's size, placement and
/// traits are its own; a leaf that does not adopt it takes no room.
///
/// The members are what the kind answers; containers ask through the node (`sizeThatFits`, `place`,
/// `layoutPriority`...), which caches and runs them.
@MainActor protocol SizingNode: ViewNode {
    /// The size for a proposal (the node caches it until invalidated).
    func computeSize(_ proposal: ProposedViewSize) -> CGSize
    /// Places the children within `rect`, the node's placement before pixel snapping.
    func placeChildren(in rect: CGRect)
    /// The kind's layout priority among its siblings.
    var ownLayoutPriority: Double { get }
    /// The spacing the kind prefers next to its neighbours in a stack with default spacing.
    var ownSpacing: ViewSpacing { get }
    /// A Spacer's minimum length (nil for a Spacer without one); nil for other kinds.
    var ownSpacerMinLength: CGFloat?? { get }
    /// The value a `layoutValue(key:value:)` gave the view for a key, or nil for the key's default.
    func ownLayoutValue(forKey key: ObjectIdentifier) -> Any?
    /// Where the kind is drawn among its siblings (`zIndex`).
    var ownZIndex: Double { get }
    /// The children back to front, when that is not tree order (a child has a `zIndex`); nil otherwise.
    func childrenDrawingOrder() -> [ViewNode]?
    /// What the node draws back to front, when that is not its children in tree order (an element has a
    /// `zIndex`, among the children or in a list among them); nil otherwise.
    func elementsDrawingOrder() -> [ZOrder.DrawnElement]?
    /// A child's `zIndex` changed: a kind ordering its children works the order out again and returns true.
    func reorderChildrenForZIndex() -> Bool
}

// Each default hands the question to the wrapped child, as a kind that does not adopt the protocol does; a
// kind overriding one of them in a subclass must declare it in the adopting class (protocol extensions are
// not dispatched to subclasses).
extension SizingNode {
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { handedOnSize(proposal) }
    func placeChildren(in rect: CGRect) { handOnPlacement(in: rect) }
    var ownLayoutPriority: Double { handedOnLayoutPriority }
    var ownSpacing: ViewSpacing { handedOnSpacing }
    var ownSpacerMinLength: CGFloat?? { handedOnSpacerMinLength }
    func ownLayoutValue(forKey key: ObjectIdentifier) -> Any? { handedOnLayoutValue(forKey: key) }
    var ownZIndex: Double { 0 }
    func childrenDrawingOrder() -> [ViewNode]? { nil }
    func elementsDrawingOrder() -> [ZOrder.DrawnElement]? { nil }
    func reorderChildrenForZIndex() -> Bool { false }
}

extension ViewNode {
    /// The wrapped child's size, or none.
    final func handedOnSize(_ proposal: ProposedViewSize) -> CGSize {
        wrappedChild?.sizeThatFits(proposal) ?? .zero
    }
    /// Places the wrapped child where the node is, for the node's own proposal.
    final func handOnPlacement(in rect: CGRect) {
        wrappedChild?.place(in: rect, proposal: placedProposal)
    }
    // Traits are asked down the chain of wrappers: past the stack's depth a deep chain answers "none".
    final var handedOnLayoutPriority: Double {
        guard let child = wrappedChild else { return 0 }
        return StackGuard.roomOrWarn() ? child.layoutPriority : 0
    }
    final var handedOnSpacing: ViewSpacing {
        guard let child = wrappedChild else { return ViewSpacing() }
        return StackGuard.roomOrWarn() ? child.spacing : ViewSpacing()
    }
    final var handedOnSpacerMinLength: CGFloat?? {
        guard let child = wrappedChild else { return nil }
        return StackGuard.roomOrWarn() ? child.spacerMinLength : nil
    }
    final func handedOnLayoutValue(forKey key: ObjectIdentifier) -> Any? {
        guard let child = wrappedChild else { return nil }
        return StackGuard.roomOrWarn() ? child.layoutValue(forKey: key) : nil
    }

    /// How this node's kind sizes and places.
    var sizingRole: SizingRole.Type {
        nodeKind.role(.sizing, SizingRole.self, SizingRole.resolve)
    }
}

/// Runs `SizingNode` for a class of node; this base is what a kind that does not adopt it does.
@MainActor class SizingRole: NodeRole {
    class func computeSize(of node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { node.handedOnSize(proposal) }
    class func placeChildren(of node: ViewNode, in rect: CGRect) { node.handOnPlacement(in: rect) }
    class func layoutPriority(of node: ViewNode) -> Double { node.handedOnLayoutPriority }
    class func spacing(of node: ViewNode) -> ViewSpacing { node.handedOnSpacing }
    class func spacerMinLength(of node: ViewNode) -> CGFloat?? { node.handedOnSpacerMinLength }
    class func layoutValue(of node: ViewNode, forKey key: ObjectIdentifier) -> Any? { node.handedOnLayoutValue(forKey: key) }
    class func zIndex(of node: ViewNode) -> Double { 0 }
    class func childrenInZOrder(of node: ViewNode) -> [ViewNode]? { nil }
    class func elementsInDrawingOrder(of node: ViewNode) -> [ZOrder.DrawnElement]? { nil }
    class func childZIndexChanged(in node: ViewNode) -> Bool { false }

    static func resolve(_ nodeClass: ViewNode.Type) -> SizingRole.Type {
        guard let adopter = nodeClass as? any SizingNode.Type else { return SizingRole.self }
        return role(for: adopter)
    }
    private static func role<N: SizingNode>(for _: N.Type) -> SizingRole.Type { AdoptedSizingRole<N>.self }
}

private final class AdoptedSizingRole<N: SizingNode>: SizingRole {
    override class func computeSize(of node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        unsafeDowncast(node, to: N.self).computeSize(proposal)
    }
    override class func placeChildren(of node: ViewNode, in rect: CGRect) { unsafeDowncast(node, to: N.self).placeChildren(in: rect) }
    override class func layoutPriority(of node: ViewNode) -> Double { unsafeDowncast(node, to: N.self).ownLayoutPriority }
    override class func spacing(of node: ViewNode) -> ViewSpacing { unsafeDowncast(node, to: N.self).ownSpacing }
    override class func spacerMinLength(of node: ViewNode) -> CGFloat?? { unsafeDowncast(node, to: N.self).ownSpacerMinLength }
    override class func layoutValue(of node: ViewNode, forKey key: ObjectIdentifier) -> Any? {
        unsafeDowncast(node, to: N.self).ownLayoutValue(forKey: key)
    }
    override class func zIndex(of node: ViewNode) -> Double { unsafeDowncast(node, to: N.self).ownZIndex }
    override class func childrenInZOrder(of node: ViewNode) -> [ViewNode]? { unsafeDowncast(node, to: N.self).childrenDrawingOrder() }
    override class func elementsInDrawingOrder(of node: ViewNode) -> [ZOrder.DrawnElement]? {
        unsafeDowncast(node, to: N.self).elementsDrawingOrder()
    }
    override class func childZIndexChanged(in node: ViewNode) -> Bool { unsafeDowncast(node, to: N.self).reorderChildrenForZIndex() }
}
