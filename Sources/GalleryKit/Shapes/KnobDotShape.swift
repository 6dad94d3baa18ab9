import Atelier

/// The marker dot near the top of a knob; rotating the knob's view turns it to the knob's position.
struct KnobDotShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: CGRect(x: rect.width / 2 - 8, y: 8, width: 16, height: 16))
    }
}
