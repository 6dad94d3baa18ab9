import Atelier

/// The TripleToggle as a gauge (Seed 000): a green needle in a framed dial that leans left, stands up or
/// leans right. It only shows the state; it has no gesture of its own.
struct DashboardTripleToggleStyle: TripleToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        DashboardTripleToggle(state: configuration.$tripleState, label: configuration.label)
    }

    /// The drawn gauge.
    struct DashboardTripleToggle: View {
        @Binding var state: TripleState
        var label: Text

        private var angle: Double {
            switch state {
            case .low: return -30
            case .med: return 0
            case .high: return 30
            }
        }

        var body: some View {
            VStack {
                label

                ZStack {
                    NeedleShape(angle: angle)
                        .stroke(Color.green, lineWidth: 3)
                }
                .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.green, lineWidth: 3))
            }
        }
    }
}
