import Atelier

/// Seed 004's `ImageToggleStyle` with SF Symbols in place of the article's bundled pictures (the gallery
/// ships no resources): a dark track with a moon when on, a light one with a sun when off, the knob
/// rolling across.
struct SymbolImageToggleStyle: ToggleStyle {
    var onSymbol = "moon.fill"
    var offSymbol = "sun.max.fill"

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label

            Spacer()

            RoundedRectangle(cornerRadius: 30)
                .fill(configuration.isOn ? .black : Color(.systemGray5))
                .overlay {
                    Image(systemName: configuration.isOn ? onSymbol : offSymbol)
                        .foregroundColor(configuration.isOn ? .yellow : .orange)
                        .frame(width: 22, height: 22)
                        .background(Circle().fill(configuration.isOn ? Color(white: 0.25) : .white))
                        .clipShape(Circle())
                        // The full turn while moving makes the knob look like it rolls.
                        .rotationEffect(.degrees(configuration.isOn ? 0 : -360))
                        .offset(x: configuration.isOn ? 10 : -10)
                }
                .frame(width: 50, height: 32)
                .onTapGesture {
                    withAnimation(.spring()) {
                        configuration.isOn.toggle()
                    }
                }
        }
    }
}

extension ToggleStyle where Self == SymbolImageToggleStyle {
    /// Lets call sites write `.toggleStyle(.image)`, as the article does.
    static var image: SymbolImageToggleStyle { .init() }
}
