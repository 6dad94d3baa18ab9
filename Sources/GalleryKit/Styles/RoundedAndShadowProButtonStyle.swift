import Atelier

/// The rounded-and-shadow button grown to respect its context (Seed 001): red for a destructive role,
/// padding and font following the environment's control size, and a highlight while pressed.
struct RoundedAndShadowProButtonStyle: ButtonStyle {
    @Environment(\.controlSize) var controlSize

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(padding)
            .font(font)
            .background(
                RoundedRectangle(cornerRadius: 10)
                    .foregroundColor(configuration.role == .destructive ? .red : .blue)
            )
            .compositingGroup()
            .overlay(
                VStack {
                    if configuration.isPressed {
                        RoundedRectangle(cornerRadius: 10)
                            .fill(Color.white.opacity(0.5))
                            .blendMode(.hue)
                    }
                }
            )
            .shadow(radius: configuration.isPressed ? 0 : 5, x: 0, y: configuration.isPressed ? 0 : 3)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.spring(), value: configuration.isPressed)
    }

    private var padding: EdgeInsets {
        let unit: CGFloat = 4
        switch controlSize {
        case .mini: return EdgeInsets(top: unit / 2, leading: unit * 2, bottom: unit / 2, trailing: unit * 2)
        case .small: return EdgeInsets(top: unit, leading: unit * 3, bottom: unit, trailing: unit * 3)
        case .regular: return EdgeInsets(top: unit * 2, leading: unit * 4, bottom: unit * 2, trailing: unit * 4)
        // Sizes beyond large (extraLarge) get large's spacing rather than stopping the program.
        default: return EdgeInsets(top: unit * 3, leading: unit * 5, bottom: unit * 3, trailing: unit * 5)
        }
    }

    private var font: Font {
        switch controlSize {
        case .mini: return .caption2
        case .small: return .callout
        case .regular: return .body
        default: return .title3
        }
    }
}

extension ButtonStyle where Self == RoundedAndShadowProButtonStyle {
    /// Lets call sites write `.buttonStyle(.roundedAndShadowPro)`.
    static var roundedAndShadowPro: RoundedAndShadowProButtonStyle { RoundedAndShadowProButtonStyle() }
}
