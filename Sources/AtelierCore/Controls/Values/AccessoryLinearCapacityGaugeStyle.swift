import Foundation

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current value
/// increases, in the compact form of a widget accessory: the label above in the caption font, the bound
/// labels and the current value below.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    nonisolated public init() {}

    /// Creates a view representing the body of a gauge.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.rowSpacing / 2) {
            configuration.label.font(.caption)
            GaugeCapacityBar(fraction: configuration.value, thickness: GaugeMetrics.accessoryLinearThickness)
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.currentValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.caption2)
        }
    }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current
    /// value increases.
    nonisolated public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
