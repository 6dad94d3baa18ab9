import Atelier

/// A ButtonStyle that runs an extra closure whenever the button is released (Seed 001's
/// `TriggerActionStyle`): a way to observe system buttons, whose actions cannot be wrapped.
struct TriggerActionButtonStyle: ButtonStyle {
    let trigger: () -> Void

    init(trigger: @escaping () -> Void) {
        self.trigger = trigger
    }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            .background(RoundedRectangle(cornerRadius: 10).foregroundColor(.blue))
            .compositingGroup()
            .shadow(radius: configuration.isPressed ? 0 : 5, x: 0, y: configuration.isPressed ? 0 : 3)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.spring(), value: configuration.isPressed)
            .onChange(of: configuration.isPressed) { isPressed in
                if !isPressed { trigger() }
            }
    }
}

extension ButtonStyle where Self == TriggerActionButtonStyle {
    /// Lets call sites write `.buttonStyle(.triggerAction { ... })`.
    static func triggerAction(trigger perform: @escaping () -> Void) -> TriggerActionButtonStyle {
        .init(trigger: perform)
    }
}
