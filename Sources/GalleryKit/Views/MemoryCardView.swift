import Atelier

/// One card of Seed 003's memory game: an emoji over a translucent Pie, scaled to the card, cardified.
struct MemoryCardView: View {
    let content: String
    let isFaceUp: Bool

    private let fontScaleFactor: CGFloat = 0.7

    var body: some View {
        GeometryReader { geometry in
            body(for: geometry.size)
        }
    }

    private func body(for size: CGSize) -> some View {
        ZStack {
            PieShape(startAngle: .degrees(0 - 90), endAngle: .degrees(0 + 10), clockwise: true)
                .padding(5)
                .opacity(0.4)
            Text(content)
        }
        // The emoji follows the card's size, so any card size reads the same.
        .font(.system(size: min(size.width, size.height) * fontScaleFactor))
        .cardify(isFaceUp: isFaceUp)
    }
}
