import Atelier

/// A gauge needle from the bottom centre, tilted by `angle` degrees (Seed 000's dashboard).
struct NeedleShape: Shape {
    var angle: Double

    // Animating the angle (rather than the drawn path) keeps the needle's length fixed while it swings;
    // nonisolated because Animatable is.
    nonisolated var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let l = Double(rect.height * 0.8), r = Angle(degrees: angle).radians
        path.move(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: Double(rect.midX) + l * sin(r), y: Double(rect.height) - l * cos(r)))
        return path
    }
}
