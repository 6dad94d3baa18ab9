import Foundation

/// A gauge style that displays bar with a marker that appears at a point along the bar to indicate the
/// gauge's current value: the current value label (else the label) above, the bound labels on either
/// side of the track, the whole track in the tint's gradient when it has one.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    nonisolated public init() {}

    /// Creates a view representing the body of a gauge.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.rowSpacing / 2) {
            if let current = configuration.currentValueLabel {
                current.font(.caption)
            } else {
                configuration.label.font(.caption)
            }
            HStack(spacing: GaugeMetrics.rowSpacing) {
                configuration.minimumValueLabel?.font(.caption2)
                GaugeMarkerTrack(fraction: configuration.value)
                configuration.maximumValueLabel?.font(.caption2)
            }
        }
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar to indicate the
    /// gauge's current value.
    nonisolated public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// The track of an accessory linear gauge with its indicator at the fraction.
struct GaugeMarkerTrack: View {
    let fraction: Double
    @Environment(\.tintColor) private var tint
    @Environment(\.tintGradient) private var gradient

    var body: some View {
        let trackFill = gradient.map { AnyShapeStyle(LinearGradient(gradient: $0, startPoint: .leading, endPoint: .trailing)) }
            ?? AnyShapeStyle(GaugeMetrics.accessoryTrack)
        let dot = gradient == nil ? (tint ?? Color.accentColor) : Color.white
        let fraction = self.fraction
        let side = GaugeMetrics.indicatorDiameter + 2 * GaugeMetrics.indicatorRim
        return GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(trackFill).frame(height: GaugeMetrics.accessoryLinearThickness)
                GaugeIndicator(fill: dot)
                    .offset(x: max(proxy.size.width - side, 0) * CGFloat(fraction))
            }
            .frame(width: proxy.size.width, height: side)
        }
        .frame(height: side)
    }
}
