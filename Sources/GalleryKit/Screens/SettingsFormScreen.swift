import Atelier

/// A settings screen as iOS draws one: a grouped Form of sections with a Toggle, LabeledContent rows
/// (value trailing in secondary), a TextField row, an automatic-style button row, a row of two `.plain`
/// buttons that fire separately, and a footer.
struct SettingsFormScreen: View {
    @State private var airplane = false
    @State private var bluetooth = true
    @State private var name = "Ada's iPhone"
    @State private var log = "Nothing tapped yet"

    var body: some View {
        Form {
            Section {
                Toggle("Airplane Mode", isOn: $airplane)
                Toggle("Bluetooth", isOn: $bluetooth)
                LabeledContent("Wi-Fi", value: "Home")
            }
            Section("About") {
                TextField("Name", text: $name)
                LabeledContent("iOS Version", value: "18.2")
                LabeledContent("Capacity", value: 128, format: .number)
                LabeledContent("Model") { Text("A2849").monospacedDigit() }
            }
            Section {
                Button("Reset All Settings") { log = "Reset tapped" }
                HStack {
                    Button("Export") { log = "Export tapped" }
                    Spacer()
                    Button("Share") { log = "Share tapped" }
                }
                .buttonStyle(.plain)
            } header: {
                Text("Actions")
            } footer: {
                Text("\(log). The first row is one button; the second holds two plain buttons.")
            }
        }
    }
}

#Preview("Settings form: toggles, labeled content, a text field, row buttons", traits: .fixedLayout(width: 390, height: 580)) {
    SettingsFormScreen()
}
