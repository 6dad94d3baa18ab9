import Foundation

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
