import Atelier

/// A button styled entirely through its label (Seed 001's first approach): it looks right at rest but,
/// with `.plain` underneath, cannot change its look while pressed — the reason ButtonStyle exists.
struct RoundedAndShadowButton<V: View>: View {
    let label: V
    let action: () -> Void

    init(label: V, action: @escaping () -> Void) {
        self.label = label
        self.action = action
    }

    var body: some View {
        Button {
            action()
        } label: {
            // Never pressed: a label cannot see the button's state.
            label
                .modifier(PushableButtonLook(isPressed: false))
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// The button in the older way of declaring previews: two views, each as large as it needs.
struct RoundedAndShadowButton_Previews: PreviewProvider {
    static var previews: some View {
        RoundedAndShadowButton(label: Text("Press me")) {}
            .padding()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Rounded and shadow button")
        RoundedAndShadowButton(label: Text("A longer title that wraps")) {}
            .frame(width: 200)
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
