import Foundation

/// How a change moves over time: a timing curve or a spring, with delay, speed and repetition.
public struct Animation: Hashable, Sendable {
    enum Curve: Hashable, Sendable {
        case bezier(duration: Double, x1: Double, y1: Double, x2: Double, y2: Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }
    let curve: Curve
    /// Seconds of real time before the animation starts.
    var delay: Double = 0
    /// How fast the animation's own time runs against real time.
    var speed: Double = 1
    var repeatCount: Int? = nil
    var autoreverses = false
    var repeatsForever = false
    /// An interpolating spring's initial velocity, in fractions of the travel per second (towards the target).
    var initialVelocity: Double = 0
    /// A spring's settling time from a unit displacement, in the animation's own time (0 for timing curves).
    var springSettlingDuration: Double = 0

    init(curve: Curve) { self.curve = curve }

    // MARK: Timing curves

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

    // MARK: Springs

    /// A persistent spring: `response` is the period of the undamped oscillation in seconds (0 is infinitely stiff),
    /// `dampingFraction` the damping as a fraction of critical damping. An interrupted spring keeps its velocity.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        let r = sanitizedDuration(response, what: "spring response")
        var zeta = dampingFraction
        if !(zeta.isFinite && zeta >= 0) {
            Diagnostics.warn("Animation spring dampingFraction \(dampingFraction) is not a finite non-negative number; using 1 (critical damping).",
                             key: "animation.spring.damping")
            zeta = 1
        }
        var a = Animation(curve: .spring(response: r, dampingFraction: zeta,
                                         blendDuration: blendDuration.isFinite ? max(0, blendDuration) : 0))
        a.springSettlingDuration = a.springSettlingTime()
        return a
    }

    /// The spring of `spring()` (response 0.5, damping fraction 0.825).
    public static var spring: Animation { .spring() }

    /// A persistent spring from a perceptual duration and a bounce (0 none, up to 1 undamped; negative overdamped).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        let (response, damping) = springParameters(duration: duration, bounce: bounce)
        return spring(response: response, dampingFraction: damping, blendDuration: blendDuration)
    }

    /// A stiffer spring for driving interactive animations.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// The spring of `interactiveSpring()`.
    public static var interactiveSpring: Animation { .interactiveSpring() }

    /// A stiffer spring for interactive animations, from a duration and bounce added to its base bounce of 0.14.
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.14 + extraBounce, blendDuration: blendDuration)
    }

    /// A spring from physical parameters; `initialVelocity` is in fractions of the travel per second.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        var response = 0.0, zeta = 1.0
        if mass > 0, stiffness > 0, mass.isFinite, stiffness.isFinite {
            response = 2 * Double.pi / (stiffness / mass).squareRoot()
            zeta = damping / (2 * (stiffness * mass).squareRoot())
        } else {
            Diagnostics.warn("Animation.interpolatingSpring needs a positive finite mass and stiffness (got \(mass), \(stiffness)); the change jumps.",
                             key: "animation.interpolatingSpring.parameters")
        }
        var a = spring(response: response, dampingFraction: zeta)
        a.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        a.springSettlingDuration = a.springSettlingTime()
        return a
    }

    /// A spring from a perceptual duration and bounce; `initialVelocity` is in fractions of the travel per second.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        let (response, damping) = springParameters(duration: duration, bounce: bounce)
        var a = spring(response: response, dampingFraction: damping)
        a.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        a.springSettlingDuration = a.springSettlingTime()
        return a
    }

    /// The interpolating spring with default parameters (duration 0.5, no bounce).
    public static var interpolatingSpring: Animation { .interpolatingSpring(duration: 0.5, bounce: 0) }

    /// A smooth spring with no bounce (duration 0.5).
    public static var smooth: Animation { .smooth() }
    /// A smooth spring with no bounce, plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0 + extraBounce)
    }
    /// A spring with a small bounce (0.15) that feels snappy (duration 0.5).
    public static var snappy: Animation { .snappy() }
    /// A snappy spring: bounce 0.15 plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with a higher bounce (0.3) (duration 0.5).
    public static var bouncy: Animation { .bouncy() }
    /// A bouncy spring: bounce 0.3 plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Modifiers

    /// The same animation, started `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var a = self
        if delay.isFinite && delay >= 0 {
            a.delay += delay
        } else {
            Diagnostics.warn("Animation.delay(\(delay)) is not a finite non-negative number; it is ignored.", key: "animation.delay")
        }
        return a
    }

    /// The same animation with its time running `speed` times as fast (its delay too).
    public func speed(_ speed: Double) -> Animation {
        var a = self
        if speed.isFinite && speed > 0 {
            a.speed *= speed
            a.delay /= speed
        } else {
            Diagnostics.warn("Animation.speed(\(speed)) is not a finite positive number; it is ignored.", key: "animation.speed")
        }
        return a
    }

    /// The animation played `repeatCount` times; with `autoreverses` every other pass plays backwards.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var a = self
        if repeatCount < 1 {
            Diagnostics.warn("Animation.repeatCount(\(repeatCount)) is less than 1; the animation plays once.", key: "animation.repeatCount")
        }
        a.repeatCount = max(1, repeatCount)
        a.repeatsForever = false
        a.autoreverses = autoreverses
        return a
    }

    /// The animation repeated for as long as it runs; with `autoreverses` every other pass plays backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeatsForever = true
        a.repeatCount = nil
        a.autoreverses = autoreverses
        return a
    }

    // MARK: Parameter conversion

    /// A duration (or response) that is NaN, infinite or negative counts as zero, with one warning.
    private static func sanitizedDuration(_ value: Double, what: String) -> Double {
        if value.isFinite && value >= 0 { return value }
        Diagnostics.warn("Animation \(what) \(value) is not a finite non-negative number; the change jumps to its end.",
                         key: "animation.\(what).invalid")
        return 0
    }

    /// SwiftUI's (duration, bounce) to (response, damping fraction): response = duration;
    /// damping = 1 − bounce when bounce ≥ 0, 1 / (1 + bounce) when it is negative.
    static func springParameters(duration: Double, bounce: Double) -> (response: Double, dampingFraction: Double) {
        var b = bounce
        if !b.isFinite {
            Diagnostics.warn("Animation spring bounce \(bounce) is not a finite number; using 0.", key: "animation.spring.bounce")
            b = 0
        }
        b = min(max(b, -0.99), 1)
        let damping = b >= 0 ? 1 - b : 1 / (1 + b)
        return (duration, damping)
    }
}

/// Runs `body` with an animation for the state changes it makes and returns its result.
@MainActor public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    return try withTransaction(&transaction, body)
}

/// Runs `body` inside a transaction and returns its result.
@MainActor public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    var t = transaction
    return try withTransaction(&t, body)
}

@MainActor private func withTransaction<Result>(_ transaction: inout Transaction, _ body: () throws -> Result) rethrows -> Result {
    TransactionStack.stack.append(transaction)
    defer { TransactionStack.stack.removeLast() }
    return try body()
}

/// The transactions of the `withAnimation`/`withTransaction` calls being run.
@MainActor enum TransactionStack {
    static var stack: [Transaction] = []
    static var current: Transaction? { stack.last }
}

// MARK: - Evaluation

/// One instant of an animation run: presented = target + a·x0 + b·v0, velocity = da·x0 + db·v0,
/// where x0 = start − target and v0 is the initial velocity (units per second).
struct AnimationCurveSample: Equatable {
    var a: Double
    var b: Double
    var da: Double
    var db: Double

    /// The run has arrived: the value is the target and still.
    static let arrived = AnimationCurveSample(a: 0, b: 0, da: 0, db: 0)
    /// The run has not started: the value stays where it was.
    static let waiting = AnimationCurveSample(a: 1, b: 0, da: 0, db: 0)
}

extension Animation {
    /// The shortest a spring runs: one frame at 60 Hz.
    static let minimumSpringTime = 1.0 / 60
    /// A spring has settled when a, b·ω0, a'/ω0 and b' are all below this fraction of the original scale.
    static let springRestThreshold = 1e-3

    /// The coefficients of the run at `t` seconds after it started.
    func sample(at t: Double) -> AnimationCurveSample {
        let t = Self.sanitizedElapsed(t)
        if t < delay { return .waiting }
        let tau = (t - delay) * speed
        var s: AnimationCurveSample
        if isRepeating {
            let period = repeatPeriod
            guard period > 0, period.isFinite else { return .arrived }
            let pass = (tau / period).rounded(.down)
            if !repeatsForever, pass >= Double(repeatCount ?? 1) { return .arrived }
            s = baseSample(at: min(max(tau - pass * period, 0), period))
            if pass > 0 { s.b = 0; s.db = 0 }
            if autoreverses, pass.truncatingRemainder(dividingBy: 2) == 1 {
                s = AnimationCurveSample(a: 1 - s.a, b: 0, da: -s.da, db: 0)
            }
        } else {
            s = baseSample(at: tau)
        }
        // From the animation's own time to real time: a' scales with speed; b is in seconds of real time.
        s.da *= speed
        s.b /= speed
        return s
    }

    /// Whether the run has ended at `t` seconds after it started (a repeatForever never ends).
    func isFinished(at t: Double) -> Bool {
        let t = Self.sanitizedElapsed(t)
        if t < delay { return false }
        let tau = (t - delay) * speed
        if isRepeating {
            guard repeatPeriod > 0, repeatPeriod.isFinite else { return true }
            if repeatsForever { return false }
            return tau >= Double(repeatCount ?? 1) * repeatPeriod
        }
        switch curve {
        case .bezier(let duration, _, _, _, _):
            return tau >= duration
        case .spring(let response, _, _):
            guard response > 0 else { return true }
            return t - delay >= Self.minimumSpringTime && springIsAtRest(baseSample(at: tau))
        }
    }

    /// Elapsed time made usable: NaN counts as 0, negative as 0, infinity as the largest finite time.
    private static func sanitizedElapsed(_ t: Double) -> Double {
        if t.isNaN { return 0 }
        return min(max(t, 0), .greatestFiniteMagnitude)
    }

    /// Whether the animation plays more than one pass.
    var isRepeating: Bool { repeatsForever || (repeatCount ?? 1) > 1 }

    /// The length of one pass when repeating, in the animation's own time: a timing curve's duration,
    /// a spring's settling time.
    var repeatPeriod: Double {
        switch curve {
        case .bezier(let duration, _, _, _, _): return duration
        case .spring: return springSettlingDuration
        }
    }

    /// Whether the sample is negligible against the run's original scale |x0| + |v0|/ω0.
    private func springIsAtRest(_ s: AnimationCurveSample) -> Bool {
        guard case .spring(let response, _, _) = curve, response > 0 else { return true }
        let omega = 2 * Double.pi / response
        let m = max(abs(s.a), abs(s.b) * omega, abs(s.da) / omega, abs(s.db))
        return m < Self.springRestThreshold
    }

    /// The time a spring takes to come to rest from a unit displacement (its pass length when repeating).
    func springSettlingTime() -> Double {
        guard case .spring(let response, _, _) = curve, response > 0 else { return 0 }
        let step = response / 200
        var t = 0.0
        for _ in 0..<40_000 {
            t += step
            if springIsAtRest(baseSample(at: t)) { return t }
        }
        return t
    }

    /// The coefficients of one pass at its own time `u`, before delay, speed and repetition.
    func baseSample(at u: Double) -> AnimationCurveSample {
        switch curve {
        case .bezier(let duration, let x1, let y1, let x2, let y2):
            guard duration > 0, u < duration else { return .arrived }
            let bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            let (y, slope) = bezier.valueAndSlope(at: u / duration)
            return AnimationCurveSample(a: 1 - y, b: 0, da: -slope / duration, db: 0)
        case .spring(let response, let zeta, _):
            guard response > 0 else { return .arrived }
            var s = DampedSpring(omega: 2 * Double.pi / response, zeta: zeta).sample(at: u)
            if initialVelocity != 0 {
                // The animation's own velocity, a fraction of the travel towards the target: v = −initialVelocity·x0.
                s.a -= initialVelocity * s.b
                s.da -= initialVelocity * s.db
            }
            return s
        }
    }
}

/// The damped harmonic oscillator x'' + 2ζω0·x' + ω0²·x = 0, solved in closed form:
/// x(t) = a(t)·x(0) + b(t)·x'(0).
struct DampedSpring {
    var omega: Double
    var zeta: Double

    /// The coefficients at time `t`.
    func sample(at t: Double) -> AnimationCurveSample {
        let w = omega
        if abs(zeta - 1) < 1e-6 {
            // Critically damped: x = (c1 + c2·t)·e^{−ω0 t}.
            let e = exp(-w * t)
            return AnimationCurveSample(a: e * (1 + w * t), b: t * e,
                                        da: -w * w * t * e, db: e * (1 - w * t))
        } else if zeta < 1 {
            // Underdamped: x = e^{−ζω0 t}·(c1·cos ωd t + c2·sin ωd t), ωd = ω0·√(1 − ζ²).
            let wd = w * (1 - zeta * zeta).squareRoot()
            let e = exp(-zeta * w * t)
            let c = cos(wd * t), s = sin(wd * t)
            let k = zeta * w / wd
            return AnimationCurveSample(a: e * (c + k * s), b: e * s / wd,
                                        da: -e * (w * w / wd) * s, db: e * (c - k * s))
        } else {
            // Overdamped: x = c1·e^{r1 t} + c2·e^{r2 t}, r = −ω0·(ζ ∓ √(ζ² − 1)).
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            let d = r1 - r2
            return AnimationCurveSample(a: (r1 * e2 - r2 * e1) / d, b: (e1 - e2) / d,
                                        da: r1 * r2 * (e2 - e1) / d, db: (r1 * e1 - r2 * e2) / d)
        }
    }
}

/// The cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1), as y over x.
struct UnitBezier {
    var x1: Double, y1: Double, x2: Double, y2: Double

    private func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let m = 1 - s
        return 3 * m * m * s * p1 + 3 * m * s * s * p2 + s * s * s
    }

    private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let m = 1 - s
        return 3 * m * m * p1 + 6 * m * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter whose x is `x` (x is monotonic for control x values in 0...1): Newton, then bisection.
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-12 { return s }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// y at `x`, and dy/dx there.
    func valueAndSlope(at x: Double) -> (y: Double, slope: Double) {
        let x = min(max(x, 0), 1)
        let s = parameter(forX: x)
        let y = coordinate(s, y1, y2)
        let dx = derivative(s, x1, x2)
        let slope: Double
        if abs(dx) > 1e-6 {
            slope = derivative(s, y1, y2) / dx
        } else {
            // A flat spot of x(s) (e.g. an end with a control point on it): difference quotient of y(x).
            let h = 1e-6
            let lo = max(0, x - h), hi = min(1, x + h)
            slope = (coordinate(parameter(forX: hi), y1, y2) - coordinate(parameter(forX: lo), y1, y2)) / (hi - lo)
        }
        return (y, slope)
    }
}
