import Foundation

/// Scales the drawing of a view about an anchor; what `scaleEffect` applies.
public struct _ScaleEffect: GeometryEffect, PrimitiveModifier, Equatable {
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The fixed point, in unit coordinates of the view.
    public var anchor: UnitPoint
    /// Creates the effect.
    public init(scale: CGSize, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// Translate the anchor to the origin, scale, translate back.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        return ProjectionTransform(CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: ax, y: ay)))
    }
    func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context: context) }
    /// The scale, then the anchor.
    nonisolated public var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set { scale.animatableData = newValue.first; anchor.animatableData = newValue.second }
    }
}

nonisolated extension View {
    /// Scales this view's drawing by `scale` about `anchor` (its layout frame is unchanged).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales this view's drawing by `s` in both dimensions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: CGSize(width: s, height: s), anchor: anchor))
    }

    /// Scales this view's drawing by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }
}
