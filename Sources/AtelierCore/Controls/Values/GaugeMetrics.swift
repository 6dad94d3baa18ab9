import Foundation

/// The numbers and paints of iOS's gauges, in one place: linear bars 6 points thick (accessory ones 5),
/// circular accessory gauges 58 points across with a 6-point ring, the open ring of `accessoryCircular`
/// leaving a 90-degree gap at the bottom. Measured from iOS 17 renderings, not published by Apple.
enum GaugeMetrics {
    /// The bar of a linear capacity gauge.
    static let linearThickness: CGFloat = 6
    /// The bar or track of an accessory linear gauge.
    static let accessoryLinearThickness: CGFloat = 5
    /// The indicator dot of the accessory (non-capacity) gauges, and its rim.
    static let indicatorDiameter: CGFloat = 9
    static let indicatorRim: CGFloat = 2
    /// The side of a circular accessory gauge and the width of its ring.
    static let circularSide: CGFloat = 58
    static let ringWidth: CGFloat = 6
    /// Where the open ring of `accessoryCircular` starts (clockwise from the x axis, y down) and how far it sweeps.
    static let openRingStart: Double = 135
    static let openRingSweep: Double = 270
    /// The space between a gauge's rows and between a bar and its bound labels.
    static let rowSpacing: CGFloat = 4
    /// The track under the filled part.
    static var track: Color { Color(provider: .dynamic(SystemPalette.tertiarySystemFill)) }
    /// The track of the accessory gauges, which show its whole length.
    static var accessoryTrack: Color { Color(provider: .dynamic(SystemPalette.systemFill)) }

    /// What a gauge fills with: the tint's gradient from leading to trailing when `tint(_:)` was given a
    /// gradient, else the tint colour.
    static func linearFill(gradient: Gradient?, tint: Color?) -> AnyShapeStyle {
        if let gradient { return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)) }
        return AnyShapeStyle(tint ?? Color.accentColor)
    }

    /// The same along a ring that starts at `start` degrees and sweeps `sweep` degrees clockwise.
    static func angularFill(gradient: Gradient?, tint: Color?, start: Double, sweep: Double) -> AnyShapeStyle {
        if let gradient {
            return AnyShapeStyle(AngularGradient(gradient: gradient, center: .center,
                                                 startAngle: .degrees(start), endAngle: .degrees(start + sweep)))
        }
        return AnyShapeStyle(tint ?? Color.accentColor)
    }
}
