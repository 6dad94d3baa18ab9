import Atelier

/// A button that runs its action only after being held for a while (Seed 000's `MyPrimitiveButtonStyle`):
/// a PrimitiveButtonStyle decides itself when to call `trigger()`, which a ButtonStyle cannot.
struct LongPressButtonStyle: PrimitiveButtonStyle {
    var color: Color = .red
    var minimumDuration: Double = 1.0

    func makeBody(configuration: Configuration) -> some View {
        LongPressButton(configuration: configuration, color: color, minimumDuration: minimumDuration)
    }

    /// The styled button; a view of its own because `@GestureState` needs a view to live in.
    struct LongPressButton: View {
        @GestureState private var pressed = false

        let configuration: PrimitiveButtonStyleConfiguration
        let color: Color
        let minimumDuration: Double

        var body: some View {
            // A maximum distance of zero cancels the press as soon as the pointer moves.
            let longPress = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: 0)
                .updating($pressed) { value, state, _ in state = value }
                .onEnded { _ in configuration.trigger() }

            return configuration.label
                .foregroundColor(.white)
                .padding(15)
                .background(RoundedRectangle(cornerRadius: 5).fill(color))
                .compositingGroup()
                .shadow(color: .black, radius: 3)
                .opacity(pressed ? 0.5 : 1.0)
                .scaleEffect(pressed ? 0.8 : 1.0)
                .gesture(longPress)
        }
    }
}
