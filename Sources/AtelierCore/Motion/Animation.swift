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
    static func sanitizedDuration(_ value: Double, what: String) -> Double {
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
