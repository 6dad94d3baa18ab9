import Atelier

/// The window's content: the Badge image, the Leaf vector and the Brand colour from Assets.xcassets, a greeting,
/// and a button that counts its taps.
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
            HStack(spacing: 8) {
                // Assets.xcassets/Leaf.imageset: an SVG kept as a vector and marked as a template image, so it
                // takes the foreground style like a symbol.
                Image("Leaf", bundle: .module)
                    .resizable()
                    .frame(width: 24, height: 24)
                    .foregroundStyle(Color("Brand", bundle: .module))
                Text("Hello from __NAME__")
                    .font(.title2)
            }
            Text(taps == 0 ? "Not tapped yet" : taps == 1 ? "Tapped once" : "Tapped \(taps) times")
                .foregroundStyle(.secondary)
            Button("Tap me") { taps += 1 }
                .buttonStyle(.borderedProminent)
                // Assets.xcassets/Brand.colorset: light and dark colours, each with a high-contrast variant.
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
