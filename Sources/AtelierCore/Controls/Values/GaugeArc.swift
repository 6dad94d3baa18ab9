import Foundation

/// An arc of a gauge's ring: from `start` degrees (clockwise from the x axis, y down) over `sweep` degrees,
/// its stroke of `lineWidth` inside the frame.
struct GaugeArc: Shape {
    var start: Double
    var sweep: Double
    var lineWidth: CGFloat

    nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, sweep) }
        set { (start, sweep) = (newValue.first, newValue.second) }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - lineWidth / 2
        guard sweep > 0, radius > 0, radius.isFinite else { return Path() }
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(start),
                    endAngle: .degrees(start + min(sweep, 360)), clockwise: false)
        return path
    }

    /// The point at `degrees` on the arc's centre line, in a frame of `side` points.
    nonisolated static func point(atDegrees degrees: Double, side: CGFloat, lineWidth: CGFloat) -> CGPoint {
        let radius = side / 2 - lineWidth / 2
        let a = degrees * .pi / 180
        return CGPoint(x: side / 2 + radius * CGFloat(cos(a)), y: side / 2 + radius * CGFloat(sin(a)))
    }
}
