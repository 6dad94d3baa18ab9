import Atelier

/// The same controls in the light and the dark scheme side by side: system colours, labels, backgrounds and
/// the built-in styles each resolve their own values from the environment's `colorScheme`.
struct AppearanceScreen: View {
    var body: some View {
        HStack(spacing: 0) {
            AppearancePanel(title: "Light").environment(\.colorScheme, .light)
            AppearancePanel(title: "Dark").environment(\.colorScheme, .dark)
        }
    }
}

/// One scheme's panel.
private struct AppearancePanel: View {
    let title: String
    @State private var isOn = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.headline)
            Text("Secondary label").foregroundStyle(.secondary)
            HStack(spacing: 6) {
                ForEach([Color.red, .orange, .yellow, .green, .blue, .purple], id: \.self) { color in
                    color.frame(width: 18, height: 18).clipShape(Circle())
                }
            }
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Toggle("Switch", isOn: $isOn)
            Text("Grouped background")
                .padding(10)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(uiColor: .systemBackground))
    }
}

#Preview("Light and dark: system colours and styles", traits: .fixedLayout(width: 390, height: 330)) {
    AppearanceScreen()
}
