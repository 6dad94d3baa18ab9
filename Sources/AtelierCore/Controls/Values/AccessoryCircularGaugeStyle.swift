import Foundation

/// A gauge style that displays an open ring with a marker that appears at a point along the ring to
/// indicate the gauge's current value: the current value label in the middle, the bound labels in the
/// ends of the gap at the bottom (else the label there), the ring in the tint's gradient when it has one.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    nonisolated public init() {}

    /// Creates a view representing the body of a gauge.
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeOpenRing(fraction: configuration.value)
            configuration.currentValueLabel?.font(.title3.weight(.medium))
            VStack {
                Spacer()
                if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                    HStack {
                        configuration.minimumValueLabel
                        Spacer(minLength: 0)
                        configuration.maximumValueLabel
                    }
                    .padding(.horizontal, GaugeMetrics.ringWidth)
                } else {
                    configuration.label
                }
            }
            .font(.caption2)
        }
        .frame(width: GaugeMetrics.circularSide, height: GaugeMetrics.circularSide)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along the ring to
    /// indicate the gauge's current value.
    nonisolated public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// The open ring of an accessory circular gauge with its indicator at the fraction.
struct GaugeOpenRing: View {
    let fraction: Double
    @Environment(\.tintColor) private var tint
    @Environment(\.tintGradient) private var gradient

    var body: some View {
        let start = GaugeMetrics.openRingStart, sweep = GaugeMetrics.openRingSweep
        let width = GaugeMetrics.ringWidth, side = GaugeMetrics.circularSide
        let ringFill = gradient == nil ? AnyShapeStyle(GaugeMetrics.accessoryTrack)
            : GaugeMetrics.angularFill(gradient: gradient, tint: tint, start: start, sweep: sweep)
        let at = GaugeArc.point(atDegrees: start + sweep * fraction, side: side, lineWidth: width)
        return ZStack(alignment: .topLeading) {
            GaugeArc(start: start, sweep: sweep, lineWidth: width)
                .stroke(ringFill, style: StrokeStyle(lineWidth: width, lineCap: .round))
            GaugeIndicator(fill: gradient == nil ? (tint ?? Color.accentColor) : Color.white)
                .position(at)
        }
        .frame(width: side, height: side)
    }
}
