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
            .modifier(PushableButtonLook(isPressed: configuration.isPressed))
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
