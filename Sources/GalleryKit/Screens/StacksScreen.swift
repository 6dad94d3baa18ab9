import Atelier

/// Stacks, spacers, frames and alignment: the layout basics every other screen relies on.
struct StacksScreen: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Color.red.frame(width: 40, height: 40)
                Spacer()
                Color.green.frame(width: 40, height: 40)
                Color.blue.frame(width: 40, height: 40)
            }
            HStack(alignment: .top, spacing: 4) {
                Color.orange.frame(width: 60, height: 80)
                Color.purple.frame(width: 60, height: 40)
                Color.yellow.frame(maxWidth: .infinity, maxHeight: 60)
            }
            ZStack(alignment: .bottomTrailing) {
                Color.gray.opacity(0.3).frame(height: 80)
                Color.blue.frame(width: 30, height: 30).padding(8)
            }
            Divider()
            HStack { Text("Leading"); Spacer(); Text("Trailing") }
        }
        .padding()
    }
}

#Preview("Stacks, spacers and frames", traits: .fixedLayout(width: 390, height: 300)) {
    StacksScreen()
}
