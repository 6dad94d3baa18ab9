import Atelier

/// Seed 002's Card (header, content, footer) in the default style and in CardStyles set through the
/// environment, and Seed 003's Cardify modifier turning Pie-backed emoji into memory cards.
struct CardsScreen: View {
    var body: some View {
        VStack(spacing: 12) {
            ScrollView {
                VStack(spacing: 16) {
                    Card {
                        Text("Hello world!")
                        Text("Hello world!")
                    } header: {
                        Text("使用 ScrollView + Card 实现\n标题只能大写：hello world！")
                    } footer: {
                        Text("This is a Footer title")
                    }

                    Card {
                        Text("Hello world!")
                        Text("Hello world!")
                    } header: {
                        Text(".cardStyle(ColorfulRoundedCardStyle(color: .yellow))")
                    }
                    .cardStyle(ColorfulRoundedCardStyle(color: .yellow))

                    Card {
                        Text("Hello world!")
                    } footer: {
                        Text("White, corner radius 16, on a grouped background")
                    }
                    .cardStyle(ColorfulRoundedCardStyle(color: .white, cornerRadius: 16))
                    .padding(.vertical, 10)
                    .background(Color(uiColor: .systemGroupedBackground))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                }
                .padding(.horizontal)
            }

            TitledSample("Cardify: face up over a Pie, and face down") {
                HStack(spacing: 12) {
                    MemoryCardView(content: "👻", isFaceUp: true)
                    MemoryCardView(content: "🎃", isFaceUp: true)
                    MemoryCardView(content: "🕷", isFaceUp: false)
                    MemoryCardView(content: "🍭", isFaceUp: true)
                }
                .frame(height: 110)
            }
            .padding(.horizontal)
        }
        .padding(.vertical)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

#Preview("Card and CardStyle, Cardify and Pie", traits: .fixedLayout(width: 390, height: 600)) {
    CardsScreen()
}
