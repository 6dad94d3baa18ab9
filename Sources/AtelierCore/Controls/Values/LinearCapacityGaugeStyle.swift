import Foundation

/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's current
/// value increases: the label above, the bound labels on either side of the bar, the current value
/// label below in the secondary colour.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    nonisolated public init() {}

    /// Creates a view representing the body of a gauge.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.rowSpacing) {
            configuration.label
            HStack(spacing: GaugeMetrics.rowSpacing * 2) {
                configuration.minimumValueLabel?.font(.caption).foregroundStyle(.secondary)
                GaugeCapacityBar(fraction: configuration.value, thickness: GaugeMetrics.linearThickness)
                configuration.maximumValueLabel?.font(.caption).foregroundStyle(.secondary)
            }
            configuration.currentValueLabel?.font(.caption).foregroundStyle(.secondary)
        }
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's current
    /// value increases.
    nonisolated public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// A capacity bar filling the proposed width: the track, and over it a capsule from the leading edge in
/// the tint (or the tint's gradient) for the fraction.
struct GaugeCapacityBar: View {
    let fraction: Double
    let thickness: CGFloat
    @Environment(\.tintColor) private var tint
    @Environment(\.tintGradient) private var gradient

    var body: some View {
        let fill = GaugeMetrics.linearFill(gradient: gradient, tint: tint)
        let fraction = self.fraction
        return GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(GaugeMetrics.track)
                if fraction > 0 {
                    Capsule().fill(fill).frame(width: max(thickness, proxy.size.width * CGFloat(fraction)))
                }
            }
        }
        .frame(height: thickness)
    }
}
