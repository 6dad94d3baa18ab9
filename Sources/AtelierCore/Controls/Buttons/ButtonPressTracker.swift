import Foundation

/// The standard interaction of a Button drawn by a ButtonStyle: pressed from touch-down until release,
/// wherever the pointer moves meanwhile, and the action runs on release, even outside the button (as
/// seed 001 describes; a PrimitiveButtonStyle such as its CancellableButtonStyle changes that).
struct ButtonPressTracker<Style: ButtonStyle>: View {
    let style: Style
    let configuration: PrimitiveButtonStyleConfiguration
    @GestureState private var isPressed = false

    var body: some View {
        let configuration = self.configuration
        let label = ButtonStyleConfiguration.Label(content: configuration.label.content,
                                                   stacks: configuration.label.stacks)
        let styled = ButtonStyleConfiguration(role: configuration.role, label: label, isPressed: isPressed)
        let press = DragGesture(minimumDistance: 0)
            .updating($isPressed) { _, pressed, _ in if !pressed { pressed = true } }
            .onEnded { _ in configuration.trigger() }
        return StyleBody(style: style, configuration: styled) { s, c in s.makeBody(configuration: c) }
            .gesture(press)
    }
}
