import Foundation

/// Draws a view as if rotated in three dimensions about an axis, with perspective; what `rotation3DEffect` applies.
///
/// As in SwiftUI, the vanishing distance is `max(width, height) / perspective`: the transform is
/// (row-vector order) translate(-anchor) · rotate(angle, axis) · perspective(m34 = -1/distance) · translate(anchor),
/// with the anchor at (anchor.x·width, anchor.y·height, anchorZ). A perspective of 0 gives an orthographic projection.
public struct _Rotation3DEffect: GeometryEffect, PrimitiveModifier {
    /// The angle of the rotation.
    public var angle: Angle
    /// The axis of the rotation.
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The fixed point, in unit coordinates of the view.
    public var anchor: UnitPoint
    /// The z coordinate of the fixed point.
    public var anchorZ: CGFloat
    /// The relative vanishing point: 1 puts the eye at the view's larger dimension.
    public var perspective: CGFloat

    /// Creates the effect.
    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// The projection of the rotated plane, in the view's local coordinates.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
        var p = CATransform3DIdentity
        let extent = max(size.width, size.height)
        if perspective != 0, extent > 0 { p.m34 = -perspective / extent }
        var t = CATransform3DConcat(p, CATransform3DMakeTranslation(ax, ay, az))
        t = CATransform3DRotate(t, CGFloat(angle.radians), axis.x, axis.y, axis.z)
        t = CATransform3DTranslate(t, -ax, -ay, -az)
        return ProjectionTransform(t)
    }
    func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context: context) }
    /// The angle, the anchor, then the anchor's z and the perspective (the axis does not animate).
    nonisolated public var animatableData: AnimatablePair<AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>,
                                              AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(angle.animatableData, anchor.animatableData), AnimatablePair(anchorZ, perspective)) }
        set {
            angle.animatableData = newValue.first.first
            anchor.animatableData = newValue.first.second
            anchorZ = newValue.second.first
            perspective = newValue.second.second
        }
    }
}

nonisolated extension View {
    /// Draws this view as if rotated by `angle` about `axis` in three dimensions, projected with perspective onto its plane.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
