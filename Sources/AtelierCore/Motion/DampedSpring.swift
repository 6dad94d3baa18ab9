import Foundation

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
