import SwiftUI

// A custom ViewModifier and the `extension View` function that applies it, in every design-system library.
struct CardModifier: ViewModifier {
    var fill: Color
    func body(content: Content) -> some View {
        content
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 4).fill(fill))
    }
}

extension View {
    func card(_ fill: Color = .orange) -> some View {
        modifier(CardModifier(fill: fill))
    }
}

/// A 20-point square carded with a 10-point orange margin.
public struct ViewModifierProgram: View {
    public init() {}
    public var body: some View {
        Color.black
            .frame(width: 20, height: 20)
            .card()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
