import Foundation

/// The indicator of an accessory gauge: a dot in the fill colour with a rim of the background around it.
struct GaugeIndicator: View {
    let fill: Color
    var body: some View {
        Circle()
            .fill(fill)
            .frame(width: GaugeMetrics.indicatorDiameter, height: GaugeMetrics.indicatorDiameter)
            .padding(GaugeMetrics.indicatorRim)
            .background(Circle().fill(Color.white))
    }
}
