import Atelier

/// Every gauge style (with a gradient tint on two of them), control groups in their styles, and the
/// turning spinner next to a determinate ring.
struct GaugesScreen: View {
    private let temperature = 22.0

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Gauge(value: 0.65) { Text("Storage") } currentValueLabel: { Text("65%") }
            Gauge(value: temperature, in: 10...30) { Text("Temperature") } currentValueLabel: { Text("22°") }
                minimumValueLabel: { Text("10") } maximumValueLabel: { Text("30") }
                .tint(Gradient(colors: [.blue, .green, .orange, .red]))
            Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40%") }
                .gaugeStyle(.accessoryLinearCapacity)
            Gauge(value: temperature, in: 10...30) { Text("Temp") } currentValueLabel: { Text("22°") }
                minimumValueLabel: { Text("10") } maximumValueLabel: { Text("30") }
                .gaugeStyle(.accessoryLinear)
                .tint(Gradient(colors: [.blue, .red]))
            HStack(spacing: 24) {
                Gauge(value: 0.7) { Text("UV") } currentValueLabel: { Text("7") }
                    .gaugeStyle(.accessoryCircular)
                Gauge(value: temperature, in: 10...30) { Text("°C") } currentValueLabel: { Text("22") }
                    minimumValueLabel: { Text("10") } maximumValueLabel: { Text("30") }
                    .gaugeStyle(.accessoryCircular)
                    .tint(Gradient(colors: [.green, .yellow, .red]))
                Gauge(value: 0.3) { Text("Steps") } currentValueLabel: { Text("30") }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.green)
            }
            ControlGroup {
                Button("Cut") {}
                Button("Copy") {}
                Button("Paste") {}
            }
            ControlGroup {
                Button { } label: { Label("Bold", systemImage: "bold") }
                Button { } label: { Label("Italic", systemImage: "italic") }
                Button { } label: { Label("Underline", systemImage: "underline") }
            }
            .controlGroupStyle(.palette)
            HStack(spacing: 24) {
                ControlGroup {
                    Button { } label: { Image(systemName: "chevron.left") }
                    Button { } label: { Image(systemName: "chevron.right") }
                }
                .controlGroupStyle(.navigation)
                ControlGroup("Sort", systemImage: "arrow.up.arrow.down") {
                    Button("Name") {}
                    Button("Date") {}
                }
                .controlGroupStyle(.menu)
                Spacer()
                ProgressView()
                ProgressView(value: 0.6).progressViewStyle(.circular)
            }
        }
        .padding()
    }
}

#Preview("Gauges, control groups and the spinner", traits: .fixedLayout(width: 390, height: 560)) {
    GaugesScreen()
}
