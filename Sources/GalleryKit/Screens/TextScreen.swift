import Atelier

/// Text in several scripts, fonts, concatenation and truncation.
struct TextScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Large Title").font(.largeTitle).bold()
            Text("Body text wraps to the proposed width when it is longer than one line, as SwiftUI's does.")
            Text("中文排版：样式系统 日本語 한국어")
            Text("Emoji 😀🎨🚀 and ") + Text("mixed").italic() + Text(" runs").foregroundColor(.red)
            Text("Caption, secondary").font(.caption).foregroundColor(.secondary)
            Text("A long line truncated at the tail because of lineLimit(1) set on it").lineLimit(1)
        }
        .padding()
    }
}

#Preview("Text in several scripts", traits: .fixedLayout(width: 390, height: 320)) {
    TextScreen()
}
