import Atelier

/// The window's content: the Badge image and the Brand colour from Assets.xcassets, a greeting, and a button
/// that counts its taps.
public struct ContentView: View {
    @State private var taps = 0

    /// A new view, not tapped yet.
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            // Assets.xcassets/Badge.imageset: the image at 1x, 2x and 3x.
            Image("Badge", bundle: .module)
                .resizable()
                .frame(width: 96, height: 96)
            Text("Hello from __NAME__")
                .font(.title2)
            Text(taps == 0 ? "Not tapped yet" : taps == 1 ? "Tapped once" : "Tapped \(taps) times")
                .foregroundStyle(.secondary)
            Button("Tap me") { taps += 1 }
                .buttonStyle(.borderedProminent)
                // Assets.xcassets/Brand.colorset: a light and a dark colour.
                .tint(Color("Brand", bundle: .module))
                .keyboardShortcut(.defaultAction)
        }
        .padding(32)
    }
}

#Preview {
    ContentView()
}

#Preview("Dark") {
    ContentView()
        .preferredColorScheme(.dark)
}
