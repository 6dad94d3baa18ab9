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
            label
                .foregroundColor(.white)
                .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
                .background(RoundedRectangle(cornerRadius: 10).foregroundColor(.blue))
                .compositingGroup()
                .shadow(radius: 5, x: 0, y: 3)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}
