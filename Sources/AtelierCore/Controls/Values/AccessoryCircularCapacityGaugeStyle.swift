import Foundation

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current
/// value: the filled arc runs clockwise from the top in the tint, the current value label (else the
/// label) in the middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    nonisolated public init() {}

    /// Creates a view representing the body of a gauge.
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeCapacityRing(fraction: configuration.value)
            if let current = configuration.currentValueLabel {
                current.font(.title3.weight(.medium))
            } else {
                configuration.label.font(.caption)
            }
        }
        .frame(width: GaugeMetrics.circularSide, height: GaugeMetrics.circularSide)
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current value.
    nonisolated public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// The closed ring of a circular capacity gauge: the track, and the arc for the fraction over it.
struct GaugeCapacityRing: View {
    let fraction: Double
    @Environment(\.tintColor) private var tint
    @Environment(\.tintGradient) private var gradient

    var body: some View {
        let width = GaugeMetrics.ringWidth
        return ZStack {
            Circle().inset(by: width / 2).stroke(GaugeMetrics.track, lineWidth: width)
            GaugeArc(start: -90, sweep: 360 * fraction, lineWidth: width)
                .stroke(GaugeMetrics.angularFill(gradient: gradient, tint: tint, start: -90, sweep: 360),
                        style: StrokeStyle(lineWidth: width, lineCap: .round))
        }
        .frame(width: GaugeMetrics.circularSide, height: GaugeMetrics.circularSide)
    }
}
