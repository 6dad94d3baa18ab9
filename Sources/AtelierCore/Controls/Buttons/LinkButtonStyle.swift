import Foundation

/// A button style for buttons that emulate links (macOS's `.link`): the label in the tint with no border,
/// the pointing-hand pointer over it, dimmed while pressed. Atelier offers it on every platform, since
/// programs written for the Mac use it.
public struct LinkButtonStyle: PrimitiveButtonStyle {
    /// Creates a link button style.
    nonisolated public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonPressTracker(style: LinkButtonLook(), configuration: configuration)
            .pointerStyle(.link)
    }
}

/// The look of a link-style button: the label in the link colour (the tint; red for a destructive role) whatever
/// foreground style surrounds it, as a link keeps its colour in running text.
struct LinkButtonLook: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        let ink = isEnabled ? ButtonMetrics.accent(for: configuration.role) : AnyShapeStyle(ButtonMetrics.disabledLabel)
        return configuration.label
            .foregroundStyle(ink)
            .opacity(configuration.isPressed ? ButtonMetrics.borderlessPressedOpacity : 1)
    }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button style for buttons that emulate links.
    @_disfavoredOverload
    nonisolated public static var link: LinkButtonStyle { LinkButtonStyle() }
}
