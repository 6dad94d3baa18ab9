import Atelier

/// Turns any view into a playing card (Seed 003's `Cardfiy`): on a white, outlined card when face up,
/// hidden behind a plain orange back when face down.
struct Cardify: ViewModifier {
    var isFaceUp: Bool

    private let cornerRadius: CGFloat = 10
    private let edgeLineWidth: CGFloat = 3

    func body(content: Content) -> some View {
        ZStack {
            if isFaceUp {
                RoundedRectangle(cornerRadius: cornerRadius).fill(Color.white)
                RoundedRectangle(cornerRadius: cornerRadius).stroke(lineWidth: edgeLineWidth)
                content
            } else {
                RoundedRectangle(cornerRadius: cornerRadius).fill(Color.orange)
            }
        }
    }
}

extension View {
    /// Lets call sites write `.cardify(isFaceUp:)` in place of `.modifier(Cardify(isFaceUp:))`.
    func cardify(isFaceUp: Bool) -> some View {
        modifier(Cardify(isFaceUp: isFaceUp))
    }
}
