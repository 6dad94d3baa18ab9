import Atelier

/// A button that behaves like a tap gesture (Seed 001): dragging off it before letting go cancels the
/// action, unlike Button's own gesture, which fires wherever the pointer is released.
struct CancellableButtonStyle: PrimitiveButtonStyle {
    @GestureState var isPressing = false

    func makeBody(configuration: Configuration) -> some View {
        // A zero-distance drag is the only way to learn that the pointer is down before the tap ends.
        let drag = DragGesture(minimumDistance: 0)
            .updating($isPressing) { _, pressing, _ in
                if !pressing { pressing = true }
            }
        return configuration.label
            .modifier(PushableButtonLook(isPressed: isPressing, color: configuration.role == .destructive ? .red : .blue))
            .gesture(drag)
            .simultaneousGesture(TapGesture().onEnded { configuration.trigger() })
    }
}

extension PrimitiveButtonStyle where Self == CancellableButtonStyle {
    /// Lets call sites write `.buttonStyle(.cancellable)`.
    static var cancellable: CancellableButtonStyle { CancellableButtonStyle() }
}
