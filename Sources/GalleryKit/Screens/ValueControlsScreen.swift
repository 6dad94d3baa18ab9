import Atelier

/// Sliders and steppers: a plain slider echoing its value, a stepped one with value labels, a tinted and a
/// disabled one; steppers over a bounded count (at its lower bound, so the minus half is greyed), a
/// stepped formatted value, and one driven by closures.
struct ValueControlsScreen: View {
    @State private var brightness = 0.4
    @State private var volume = 6.0
    @State private var warmth = 0.8
    @State private var count = 0
    @State private var weight = 2.5
    @State private var moves: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Brightness \(Int((brightness * 100).rounded()))%").font(.headline)
            Slider(value: $brightness)
            Slider(value: $volume, in: 0...10, step: 1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            Text("Volume \(Int(volume))").foregroundStyle(.secondary)
            Slider(value: $warmth).tint(.orange)
            Slider(value: .constant(0.3)).disabled(true)
            Divider()
            Stepper("Count \(count)", value: $count, in: 0...10)
            Stepper("Weight \(String(format: "%.1f", weight)) kg", value: $weight, in: 0...5, step: 0.5,
                    format: FloatingPointFormatStyle<Double>.number)
            Stepper("Moves: \(moves.joined())", onIncrement: { moves.append("+") }, onDecrement: { moves.append("-") })
        }
        .padding()
    }
}

#Preview("Sliders and steppers", traits: .fixedLayout(width: 390, height: 480)) {
    ValueControlsScreen()
}
