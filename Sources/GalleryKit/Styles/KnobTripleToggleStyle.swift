import Atelier

/// The TripleToggle as a turning knob (Seed 000): a brushed-metal disc whose dot points left, up or right.
struct KnobTripleToggleStyle: TripleToggleStyle {
    let dotColor: Color

    func makeBody(configuration: Configuration) -> some View {
        KnobTripleToggle(dotColor: dotColor, state: configuration.$tripleState, label: configuration.label)
    }

    /// The drawn knob.
    struct KnobTripleToggle: View {
        let dotColor: Color

        @Binding var state: TripleState
        var label: Text

        private var angle: Angle {
            switch state {
            case .low: return .degrees(-30)
            case .med: return .degrees(0)
            case .high: return .degrees(30)
            }
        }

        var body: some View {
            // Alternating white and grey around the centre gives the disc its metallic sheen.
            let sheen = Gradient(colors: [.white, .gray, .white, .gray, .white, .gray, .white])

            return VStack(spacing: 10) {
                label

                ZStack {
                    Circle().fill(AngularGradient(gradient: sheen, center: .center))
                    KnobDotShape()
                        .fill(dotColor)
                        .rotationEffect(angle)
                }
                .frame(width: 150, height: 150)
                .onTapGesture {
                    withAnimation { state = state.next }
                }
            }
        }
    }
}
