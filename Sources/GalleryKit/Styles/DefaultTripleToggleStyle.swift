import Atelier

/// The TripleToggle's default look (Seed 000): a small slider whose knob sits left, centre or right,
/// on green, yellow or red.
struct DefaultTripleToggleStyle: TripleToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        SliderTripleToggle(state: configuration.$tripleState, label: configuration.label)
    }

    /// The drawn slider.
    struct SliderTripleToggle: View {
        let width: CGFloat = 60

        @Binding var state: TripleState
        var label: Text

        private var knobAlignment: Alignment {
            switch state {
            case .low: return .leading
            case .med: return .center
            case .high: return .trailing
            }
        }

        private var trackColor: Color {
            switch state {
            case .low: return .green
            case .med: return .yellow
            case .high: return .red
            }
        }

        var body: some View {
            VStack(spacing: 10) {
                label

                ZStack(alignment: knobAlignment) {
                    RoundedRectangle(cornerRadius: 4)
                        .frame(width: width, height: width / 2)
                        .foregroundColor(trackColor)

                    RoundedRectangle(cornerRadius: 4)
                        .frame(width: width / 2 - 4, height: width / 2 - 6)
                        .padding(4)
                        .foregroundColor(.white)
                        .onTapGesture {
                            withAnimation { state = state.next }
                        }
                }
            }
        }
    }
}
