import Atelier

/// SF Symbol names drawn through the symbol font, alone and in labels.
struct SymbolsScreen: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 18) {
                ForEach(["heart.fill", "star.fill", "bookmark", "airplane", "folder.fill", "map.fill", "globe", "bicycle"], id: \.self) { name in
                    Image(systemName: name).font(.title2).foregroundColor(.blue)
                }
            }
            Label("Press Me", systemImage: "digitalcrown.horizontal.press.fill")
            Label("Checked", systemImage: "checkmark.circle.fill").foregroundColor(.green)
        }
        .padding()
    }
}

#Preview("Symbols and labels", traits: .fixedLayout(width: 390, height: 220)) {
    SymbolsScreen()
}
