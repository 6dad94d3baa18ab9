import Atelier

/// A stateful leaf: taps on it change its state and its text (and so its size), which random taps
/// exercise. The printed program carries the same definition.
struct FuzzCounter: View {
    @State private var taps = 0
    var body: some View {
        Text(taps == 0 ? "Tap" : "Tapped \(taps) times")
            .onTapGesture { taps += 1 }
    }

    /// The definition as Swift source, for a printed program that uses it.
    nonisolated static let source = """
        struct FuzzCounter: View {
            @State private var taps = 0
            var body: some View {
                Text(taps == 0 ? "Tap" : "Tapped \\(taps) times")
                    .onTapGesture { taps += 1 }
            }
        }
        """
}
