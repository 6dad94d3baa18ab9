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
