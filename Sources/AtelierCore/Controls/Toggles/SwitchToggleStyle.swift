import Foundation

/// A toggle style that displays a leading label and a trailing switch: the row fills the proposed width,
/// and tapping the switch (not the label) flips it, the knob sliding and the colour changing with an
/// animation. See `SwitchMetrics` for the look.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// Creates a switch toggle style.
    nonisolated public init() { tint = nil }

    /// Creates a switch style with a tint color.
    @available(*, deprecated, message: "Use View.tint(_:) instead.")
    nonisolated public init(tint: Color) { self.tint = tint }

    /// Creates a view that represents the body of a toggle.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(configuration: configuration, tint: tint)
    }
}

/// The switch style's row: the label leading and the switch trailing. With `labelsHidden()` the toggle is
/// the bare 51 x 31 switch, and an empty label takes neither width nor the space before the switch.
private struct SwitchRow: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.labelsVisibility) private var labelsVisibility

    var body: some View {
        let control = SwitchControl(isOn: configuration.$isOn, tint: tint)
        if labelsVisibility == .hidden {
            // Not drawn, the label still names the switch for assistive technologies, as in SwiftUI.
            if let name = ControlLabelText.string(of: configuration.label) {
                control.accessibilityLabel(Text(verbatim: name))
            } else {
                control
            }
        } else if ControlLabelText.string(of: configuration.label) == "" {
            // Still as wide as the row (SwiftUI's toggle is flexible), the switch trailing.
            control.frame(maxWidth: .infinity, alignment: .trailing)
        } else {
            // The label takes the row's width less the switch's (as SwiftUI's does), rather than sharing it
            // with a Spacer: a stack would offer a long label half of what is left, and it would wrap there.
            HStack {
                configuration.label
                    .frame(maxWidth: .infinity, alignment: .leading)
                control
            }
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    nonisolated public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The switch itself: the track, the knob, the tap that flips it.
struct SwitchControl: View {
    let isOn: Binding<Bool>
    let tint: Color?
    @Environment(\.tintColor) private var environmentTint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let binding = isOn
        let on = binding.wrappedValue
        let shadow = SwitchMetrics.knobShadow
        return Capsule()
            .fill(on ? (tint ?? environmentTint ?? SwitchMetrics.onTrack) : SwitchMetrics.offTrack)
            .overlay {
                Circle()
                    .fill(SwitchMetrics.knob)
                    .frame(width: SwitchMetrics.knobDiameter, height: SwitchMetrics.knobDiameter)
                    .shadow(color: shadow.color, radius: shadow.radius, x: 0, y: shadow.y)
                    .offset(x: on ? SwitchMetrics.knobTravel : -SwitchMetrics.knobTravel)
            }
            .animation(SwitchMetrics.animation, value: on)
            .frame(width: SwitchMetrics.trackSize.width, height: SwitchMetrics.trackSize.height)
            .contentShape(Capsule())
            .onTapGesture { binding.wrappedValue.toggle() }
            .opacity(isEnabled ? 1 : SwitchMetrics.disabledOpacity)
    }
}
