import Atelier

/// Seed 000's TripleToggle: one custom control shown in its three styles, all bound to the same state, so
/// tapping the slider or either knob moves every one of them (and the gauge's needle).
struct TripleToggleScreen: View {
    @State private var state: TripleState = .low

    private var stateDescription: String {
        switch state {
        case .low: return "低"
        case .med: return "中"
        case .high: return "高"
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            TitledSample("DefaultTripleToggleStyle (set on the outer VStack)") {
                TripleToggle(label: Text(stateDescription), tripleState: $state)
                    .frame(maxWidth: .infinity)
            }

            TitledSample("KnobTripleToggleStyle, red and black dots") {
                HStack(spacing: 24) {
                    TripleToggle(label: Text(stateDescription), tripleState: $state)
                        .tripleToggleStyle(KnobTripleToggleStyle(dotColor: .red))
                    TripleToggle(label: Text(stateDescription), tripleState: $state)
                        .tripleToggleStyle(KnobTripleToggleStyle(dotColor: .black))
                }
                .frame(maxWidth: .infinity)
            }

            TitledSample("DashboardTripleToggleStyle in a 300 × 200 frame") {
                TripleToggle(label: Text(stateDescription), tripleState: $state)
                    .frame(width: 300, height: 200)
                    .tripleToggleStyle(DashboardTripleToggleStyle())
                    .frame(maxWidth: .infinity)
            }
        }
        .tripleToggleStyle(DefaultTripleToggleStyle())
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

#Preview("TripleToggle: a custom control, three styles", traits: .fixedLayout(width: 390, height: 580)) {
    TripleToggleScreen()
}
