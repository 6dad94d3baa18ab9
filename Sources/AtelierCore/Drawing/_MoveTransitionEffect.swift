import Foundation

/// Moves a view towards one of its edges by a fraction of its size; the modifier of `move(edge:)`.
public struct _MoveTransitionEffect: GeometryEffect, PrimitiveModifier, Equatable {
    /// The edge the view moves towards.
    public var edge: Edge
    /// How far it has moved, as a fraction of its width or height (1: by its whole size).
    public var fraction: CGFloat
    /// Creates the effect.
    public init(edge: Edge, fraction: CGFloat) {
        self.edge = edge
        self.fraction = fraction
    }
    /// The translation towards the edge.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let f = fraction.finiteOrZero
        switch edge {
        case .top: return ProjectionTransform(CGAffineTransform(translationX: 0, y: -size.height * f))
        case .bottom: return ProjectionTransform(CGAffineTransform(translationX: 0, y: size.height * f))
        case .leading: return ProjectionTransform(CGAffineTransform(translationX: -size.width * f, y: 0))
        case .trailing: return ProjectionTransform(CGAffineTransform(translationX: size.width * f, y: 0))
        }
    }
    /// The fraction.
    nonisolated public var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context: context) }
}
