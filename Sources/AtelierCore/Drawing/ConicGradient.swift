import Foundation

/// A conic (angular) gradient's colour as a function of the angle: the sampling a backend needs,
/// as pure math, so that raster and vector output (and tests) share one definition.
///
/// Angles are clockwise on screen from +x. A span under a full turn leaves a gap filled with
/// the end colour for its first half and the start colour for its second (SwiftUI's rule); a
/// span over a full turn shows only its last turn.
@_spi(Backend) public struct ConicGradient: Sendable {
    /// The stops, sorted by location and running clockwise from `start` to `end`.
    public let stops: [ResolvedGradientStop]
    /// The angles of the first and last stop (`start` ≤ `end`), and the difference between them.
    public let start: Double, end: Double, span: Double
    /// One turn, from `base` to `base + 2π`, covers every angle.
    public let base: Double
    /// The middle of the gap after `end`, where the colour jumps from the end to the start colour.
    public let gapMiddle: Double
    /// A full turn, in radians.
    public static let turn = 2 * Double.pi

    /// A gradient of sorted stops from `start` to `end` (radians; `end < start` runs counterclockwise).
    public init(_ stops: [ResolvedGradientStop], start: Double, end: Double) {
        var stops = stops, start = start, end = end
        if end < start {
            // Counterclockwise: the same gradient, mirrored.
            stops = stops.reversed().map { ResolvedGradientStop(color: $0.color, location: 1 - $0.location) }
            swap(&start, &end)
        }
        self.stops = stops; self.start = start; self.end = end
        span = end - start
        base = span >= Self.turn ? end - Self.turn : start
        gapMiddle = end + (Self.turn - span) / 2
    }

    /// The colour at `angle` (within one turn from `base`), approached from below or above: the
    /// two differ only where the colour jumps, which the vector mesh needs on both sides.
    public func color(at angle: Double, fromBelow: Bool) -> RGBAColor {
        if span < Self.turn {
            if angle > end || (angle == end && !fromBelow) {
                if angle < gapMiddle || (angle == gapMiddle && fromBelow) { return stops.last!.color }
                return stops.first!.color
            }
            if angle < start { return stops.first!.color }
        }
        let t = span > 0 ? (angle - start) / span : 0
        return Self.color(stops, at: t, fromBelow: fromBelow)
    }

    /// Angles (from `base` to `base + 2π`) where the colour function bends or jumps: a piecewise
    /// linear approximation must have a vertex at each of them to be exact at the stops.
    public var breakpoints: [Double] {
        var breaks: [Double] = [base, base + Self.turn]
        if span > 0 {
            for s in stops {
                let a = start + Double(s.location) * span
                if a > base, a < base + Self.turn { breaks.append(a) }
            }
        }
        if span < Self.turn { breaks.append(end); breaks.append(gapMiddle) }
        return breaks.sorted()
    }

    /// The colour of sorted stops at `t`, approached from below (`fromBelow`) or above: on a
    /// location shared by two stops (a hard edge) each side takes its own stop's colour.
    public static func color(_ stops: [ResolvedGradientStop], at t: Double, fromBelow: Bool) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t < Double(first.location) || (!fromBelow && t == Double(first.location) && stops.count == 1) { return first.color }
        if t > Double(last.location) { return last.color }
        // The segment containing t; on a stop shared by two segments, the side we come from.
        var index = -1
        for i in 0..<(stops.count - 1) {
            let a = Double(stops[i].location), b = Double(stops[i + 1].location)
            if fromBelow ? (t > a && t <= b) : (t >= a && t < b) { index = i; break }
        }
        if index < 0 { return t <= Double(first.location) ? first.color : last.color }
        let s0 = stops[index], s1 = stops[index + 1]
        let span = Double(s1.location - s0.location)
        let f = span > 0 ? (t - Double(s0.location)) / span : (fromBelow ? 1 : 0)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return RGBAColor(red: mix(s0.color.red, s1.color.red), green: mix(s0.color.green, s1.color.green),
                         blue: mix(s0.color.blue, s1.color.blue), alpha: mix(s0.color.alpha, s1.color.alpha))
    }

    /// atan2 to within 1e-5 radians, in [-π, π]: a raster fill takes one angle per pixel, and the
    /// libm call would dominate it. Inlinable so that the per-pixel loop keeps it inline.
    @inlinable @inline(__always)
    public static func fastAtan2(_ y: Float, _ x: Float) -> Float {
        let ax = abs(x), ay = abs(y)
        let mx = max(ax, ay)
        if mx == 0 { return 0 }
        let z = min(ax, ay) / mx
        let z2 = z * z
        var a = z * (0.99997726 + z2 * (-0.33262347 + z2 * (0.19354346 + z2 * (-0.11643287 + z2 * (0.05265332 + z2 * -0.01172120)))))
        if ay > ax { a = Float.pi / 2 - a }
        if x < 0 { a = Float.pi - a }
        return y < 0 ? -a : a
    }
}
