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
            .foregroundColor(.white)
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            .background(
                RoundedRectangle(cornerRadius: 10)
                    .foregroundColor(configuration.role == .destructive ? .red : .blue)
            )
            .compositingGroup()
            .shadow(radius: isPressing ? 0 : 5, x: 0, y: isPressing ? 0 : 3)
            .scaleEffect(isPressing ? 0.95 : 1)
            .animation(.spring(), value: isPressing)
            .gesture(drag)
            .simultaneousGesture(TapGesture().onEnded { configuration.trigger() })
    }
}

extension PrimitiveButtonStyle where Self == CancellableButtonStyle {
    /// Lets call sites write `.buttonStyle(.cancellable)`.
    static var cancellable: CancellableButtonStyle { CancellableButtonStyle() }
}
