import Foundation

/// A button style that applies standard border artwork based on the button's context: the label in the
/// tint over a rounded rectangle filled with the tint at 0.15 opacity, sized by the control size.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    nonisolated public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonPressTracker(style: BorderedButtonLook(fill: .tinted), configuration: configuration)
    }
}

/// The look of a bordered button, a bordered-prominent one, and a button-style toggle (see `ButtonMetrics`
/// for the numbers): the label over a rounded rectangle filled according to `fill`.
struct BorderedButtonLook: ButtonStyle {
    /// What fills the rounded rectangle behind the label.
    enum Fill {
        /// The tint at low opacity, the label in the tint (`.bordered`).
        case tinted
        /// The full tint behind a white label (`.borderedProminent`, a toggle that is on).
        case prominent
        /// Nothing, the label in the tint (a toggle that is off).
        case none
    }
    let fill: Fill
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundStyle) private var foreground
    @Environment(\.controlSize) private var controlSize
    @Environment(\.font) private var font
    @Environment(\.isHoverEffectEnabled) private var hoverEffects
    /// Whether the pointer rests on this button: each control gets its own (the style's body runs per control).
    @State private var isHovered = false

    func makeBody(configuration: Configuration) -> some View {
        let metrics = ButtonMetrics.bordered(controlSize)
        let accent = ButtonMetrics.accent(for: configuration.role)
        let ink: AnyShapeStyle, background: AnyShapeStyle
        switch (isEnabled, fill) {
        case (false, .none):
            ink = AnyShapeStyle(ButtonMetrics.disabledLabel)
            background = AnyShapeStyle(Color.clear)
        case (false, _):
            ink = AnyShapeStyle(ButtonMetrics.disabledLabel)
            background = AnyShapeStyle(ButtonMetrics.disabledFill)
        case (true, .prominent):
            ink = foreground ?? AnyShapeStyle(Color.white)
            background = accent
        case (true, .tinted):
            ink = foreground ?? accent
            background = AnyShapeStyle(accent.opacity(ButtonMetrics.borderedFillOpacity))
        case (true, .none):
            ink = foreground ?? accent
            background = AnyShapeStyle(Color.clear)
        }
        let shape = RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous)
        let highlighted = isHovered && hoverEffects && isEnabled
        return configuration.label
            .foregroundStyle(ink)
            .font(font ?? metrics.font)
            .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal,
                                bottom: metrics.vertical, trailing: metrics.horizontal))
            // The hover layer lies over the fill and under the label.
            .background { if highlighted { shape.fill(ButtonMetrics.hoverOverlay) } }
            .background(background, in: shape)
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? ButtonMetrics.borderedPressedOpacity : 1)
            .onHover { isHovered = $0 }
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
