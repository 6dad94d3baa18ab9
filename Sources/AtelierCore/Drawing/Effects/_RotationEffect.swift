import Foundation

/// Rotates the drawing of a view about an anchor; what `rotationEffect(_:anchor:)` applies.
public struct _RotationEffect: GeometryEffect, PrimitiveModifier, Equatable {
    /// The angle, clockwise on screen.
    public var angle: Angle
    /// The fixed point, in unit coordinates of the view.
    public var anchor: UnitPoint
    /// Creates the effect.
    public init(angle: Angle, anchor: UnitPoint = .center) {
        self.angle = angle
        self.anchor = anchor
    }
    /// Translate the anchor to the origin, rotate, translate back.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        return ProjectionTransform(CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: ax, y: ay)))
    }
    func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context: context) }
    /// The angle, then the anchor.
    nonisolated public var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(angle.animatableData, anchor.animatableData) }
        set { angle.animatableData = newValue.first; anchor.animatableData = newValue.second }
    }
}

nonisolated extension View {
    /// Rotates this view's drawing by `angle` (clockwise on screen) about `anchor` (its layout frame is unchanged).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }
}
