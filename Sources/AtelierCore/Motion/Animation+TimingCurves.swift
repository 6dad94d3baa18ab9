import Foundation

extension Animation {
    /// The default animation: since iOS 17 a spring with response 0.55 and damping fraction 1 (no bounce).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)
    /// Constant speed over the default 0.35 seconds.
    public static var linear: Animation { .linear(duration: 0.35) }
    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
    /// Starts slowly and speeds up, over the default 0.35 seconds.
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    /// Starts slowly and speeds up, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    /// Starts quickly and slows down, over the default 0.35 seconds.
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    /// Starts quickly and slows down, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    /// Starts and ends slowly, over the default 0.35 seconds.
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }
    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }

    /// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        var x1 = p1x, y1 = p1y, x2 = p2x, y2 = p2y
        if !(x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite) {
            Diagnostics.warn("Animation.timingCurve has a control point that is not a finite number; using a linear curve.",
                             key: "animation.timingCurve.nonFinite")
            (x1, y1, x2, y2) = (0, 0, 1, 1)
        } else if !(0...1).contains(x1) || !(0...1).contains(x2) {
            Diagnostics.warn("Animation.timingCurve control point x values must lie in 0...1 (got \(x1), \(x2)); they are clamped.",
                             key: "animation.timingCurve.xRange")
            x1 = min(max(x1, 0), 1); x2 = min(max(x2, 0), 1)
        }
        let d = sanitizedDuration(duration, what: "duration")
        return Animation(curve: .bezier(duration: d, x1: x1, y1: y1, x2: x2, y2: y2))
    }
}
