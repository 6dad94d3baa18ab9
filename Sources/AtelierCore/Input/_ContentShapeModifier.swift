import Foundation

/// Defines the content shape for hit testing; what `contentShape(_:eoFill:)` applies: inside the shape the
/// view and its subviews are hit, transparent areas included; outside it, none of them is.
public struct _ContentShapeModifier<ContentShape: Shape>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The hit-testing shape.
    public var shape: ContentShape
    /// Whether the even-odd rule decides what is inside.
    public var eoFill: Bool
    /// Creates the modifier.
    public init(shape: ContentShape, eoFill: Bool = false) {
        self.shape = shape
        self.eoFill = eoFill
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ContentShapeNode(context: context) }
}

/// Lets the node test any content shape.
@MainActor protocol ContentShapeProviding {
    /// Whether a point of a frame of `size` (origin at its top-leading corner) lies in the shape.
    func contains(_ point: CGPoint, in size: CGSize) -> Bool
    /// A rectangle around the shape in a frame of `size`.
    func bounds(in size: CGSize) -> CGRect
}

extension _ContentShapeModifier: ContentShapeProviding {
    func contains(_ point: CGPoint, in size: CGSize) -> Bool {
        shape.path(in: CGRect(origin: .zero, size: size)).contains(point, eoFill: eoFill)
    }
    func bounds(in size: CGSize) -> CGRect {
        shape.path(in: CGRect(origin: .zero, size: size)).controlPointBounds
    }
}

/// The node of `contentShape`: layout and drawing pass through.
@MainActor final class ContentShapeNode: ModifierNode<any ContentShapeProviding>, HitTestingNode {
    /// Whether an absolute point lies in the content shape laid in the node's frame.
    func shapeContains(_ p: CGPoint) -> Bool {
        guard frame.width > 0, frame.height > 0, let modifier else { return false }
        return modifier.contains(CGPoint(x: p.x - frame.minX, y: p.y - frame.minY), in: frame.size)
    }

    /// A content shape counts for its whole subtree: inside it the subtree is hit (this node where
    /// nothing of it draws); outside it nothing is.
    override var modifierChangeAffects: Invalidation { [] }
    override func modifierDidChange(from previous: (any ContentShapeProviding)?) {
        if modifierValueChanged { hitGeometryDidChange() }
    }
    var ownHitExtent: CGRect {
        guard frame.hasFiniteArea, let modifier else { return .null }
        return modifier.bounds(in: frame.size).offsetBy(dx: frame.minX, dy: frame.minY)
    }
    func hitTestContent(at point: CGPoint) -> ViewNode? {
        guard shapeContains(point) else { return nil }
        return hitTestChildren(at: point) ?? self
    }
}

extension View {
    /// Defines the content shape for hit testing.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
}
