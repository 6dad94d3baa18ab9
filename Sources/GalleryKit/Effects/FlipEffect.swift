import Atelier

/// Turns a view about its vertical axis with perspective, and reports through `flipped` whether the
/// back is showing (Seed 000), so the content can swap to its back face halfway through the turn.
struct FlipEffect: GeometryEffect {
    @Binding var flipped: Bool
    var angle: Double

    // Nonisolated because Animatable is: the animation machinery reads and writes it off the view.
    nonisolated var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        // Deferred because this runs while the frame is being computed, when state must not change.
        DispatchQueue.main.async {
            self.flipped = (self.angle >= 90 && self.angle <= 180)
        }

        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, CGFloat(Angle.degrees(angle).radians), 0, 1, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2, -size.height / 2, 0)
        let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(transform3d).concatenating(affineTransform)
    }
}
