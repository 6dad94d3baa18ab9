import Foundation

extension Animation {
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
}
