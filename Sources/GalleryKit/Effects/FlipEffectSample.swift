import Atelier

/// A still y-axis flip with perspective, to show a GeometryEffect at fixed angles.
struct FlipEffectSample: GeometryEffect {
    var angle: Double
    func effectValue(size: CGSize) -> ProjectionTransform {
        var t = CATransform3DIdentity
        t.m34 = -1 / max(size.width, size.height)
        t = CATransform3DRotate(t, CGFloat(Angle.degrees(angle).radians), 0, 1, 0)
        t = CATransform3DTranslate(t, -size.width / 2, -size.height / 2, 0)
        let affine = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(t).concatenating(affine)
    }
}
