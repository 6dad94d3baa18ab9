import Foundation

/// Controls side by side in one rounded bar, each in an equal share of the width, a separator before every
/// one but the first (`separated`): each segment draws its separator on its leading edge, and the bar
/// shows from the first segment's separator on, which leaves that one out.
struct ControlGroupBar<Content: View>: View {
    let content: Content
    let separated: Bool

    var body: some View {
        let inset = separated ? ControlGroupMetrics.separatorWidth : 0
        return HStack(spacing: 0) {
            content.buttonStyle(ControlGroupSegmentButtonStyle(separated: separated))
        }
        .padding(.leading, -inset)
        .frame(minHeight: ControlGroupMetrics.minimumHeight)
        // As tall as the tallest control (at least the minimum), however much height is offered.
        .fixedSize(horizontal: false, vertical: true)
        .clipShape(RoundedRectangle(cornerRadius: ControlGroupMetrics.cornerRadius))
        .background(ControlGroupMetrics.fill, in: RoundedRectangle(cornerRadius: ControlGroupMetrics.cornerRadius))
    }
}

/// A button in a control group's bar: its label in the tint, centred in its share of the bar, dimmed while
/// pressed, its separator on the leading edge.
struct ControlGroupSegmentButtonStyle: ButtonStyle {
    let separated: Bool
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.secondary))
            .opacity(configuration.isPressed ? 0.3 : 1)
            .padding(ControlGroupMetrics.segmentPadding)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .padding(.leading, separated ? ControlGroupMetrics.separatorWidth : 0)
            .overlay(alignment: .leading) {
                if separated {
                    Rectangle()
                        .fill(ControlGroupMetrics.separator)
                        .frame(width: ControlGroupMetrics.separatorWidth, height: ControlGroupMetrics.separatorHeight)
                }
            }
    }
}
