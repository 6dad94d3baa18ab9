import Foundation

/// Defines the content shape for hit testing; what `contentShape(_:eoFill:)` applies: inside the shape the
/// view and its subviews are hit, transparent areas included; outside it, none of them is.
public struct _ContentShapeModifier<ContentShape: Shape>: ViewModifier, PrimitiveModifier {
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
    func contains(_ point: CGPoint, in size: CGSize) -> Bool
}

extension _ContentShapeModifier: ContentShapeProviding {
    func contains(_ point: CGPoint, in size: CGSize) -> Bool {
        shape.path(in: CGRect(origin: .zero, size: size)).contains(point, eoFill: eoFill)
    }
}

/// The node of `contentShape`: layout and drawing pass through.
@MainActor final class ContentShapeNode: ModifierNode<any ContentShapeProviding> {
    /// Whether an absolute point lies in the content shape laid in the node's frame.
    func shapeContains(_ p: CGPoint) -> Bool {
        guard frame.width > 0, frame.height > 0, let modifier else { return false }
        return modifier.contains(CGPoint(x: p.x - frame.minX, y: p.y - frame.minY), in: frame.size)
    }
}

extension View {
    /// Defines the content shape for hit testing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
}
