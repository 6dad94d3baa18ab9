import Atelier

/// A control with three positions, low, medium and high (Seed 000): it holds only the logic and asks the
/// TripleToggleStyle in its environment how to look.
struct TripleToggle: View {
    @Environment(\.tripleToggleStyle) var style: AnyTripleToggleStyle

    let label: Text
    @Binding var tripleState: TripleState

    var body: some View {
        style.makeBody(configuration: TripleToggleStyleConfiguration(tripleState: $tripleState, label: label))
    }
}
