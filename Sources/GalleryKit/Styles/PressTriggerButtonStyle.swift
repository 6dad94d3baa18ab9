import Atelier

/// A PrimitiveButtonStyle that fires the button's action, plus an extra one, the moment it is pressed
/// rather than on release (Seed 001's `TriggerButton2`).
struct PressTriggerButtonStyle: PrimitiveButtonStyle {
    var trigger: () -> Void

    func makeBody(configuration: Configuration) -> some View {
        PressTriggerButton(trigger: trigger, configuration: configuration)
    }

    /// The styled button; it keeps the pressed look in `@State` because the long-press callback sets it.
    struct PressTriggerButton: View {
        @State private var pressed = false
        var trigger: () -> Void
        let configuration: PrimitiveButtonStyleConfiguration

        var body: some View {
            configuration.label
                .modifier(PushableButtonLook(isPressed: pressed))
                // The long press is only a source of "pressing" events: its duration is never reached
                // in practice, and `perform` stays empty.
                .onLongPressGesture(minimumDuration: 2.5, maximumDistance: .infinity, pressing: { pressing in
                    withAnimation(.easeInOut(duration: 0.3)) {
                        pressed = pressing
                    }
                    if pressing {
                        configuration.trigger()
                        trigger()
                    }
                }, perform: {})
        }
    }
}
