import Foundation

/// A presentation effect that you apply to a symbol-based image (`symbolEffect(_:options:value:)`).
///
/// Atelier draws a symbol as one glyph, so every effect moves the symbol as a whole (`byLayer` is accepted
/// and behaves as `wholeSymbol`), and it applies to the whole view it is attached to.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that performs a transient animation, each time a value changes.
public protocol DiscreteSymbolEffect {}

/// An effect that performs an animation for as long as it is active.
public protocol IndefiniteSymbolEffect {}

/// An effect that can show or hide a symbol as it is inserted or removed.
public protocol TransitionSymbolEffect {}

/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}

/// How an effect shows its symbol at a moment: a scale about the centre and an opacity.
struct SymbolMotion: Equatable {
    var scale: Double = 1
    var opacity: Double = 1

    /// The symbol as it rests.
    static let rest = SymbolMotion()

    /// The motion `fraction` of the way from `self` to `other`.
    func interpolated(to other: SymbolMotion, _ fraction: Double) -> SymbolMotion {
        SymbolMotion(scale: scale + (other.scale - scale) * fraction, opacity: opacity + (other.opacity - opacity) * fraction)
    }
}

/// What an effect does over time, as Atelier animates it.
protocol SymbolEffectMotion {
    /// Seconds one run of the animation lasts at speed 1.
    var runDuration: Double { get }
    /// The motion `t` seconds into a run (0 ≤ t ≤ runDuration).
    func run(at t: Double) -> SymbolMotion
    /// For an effect that holds a state while active (scale, appear, disappear): the motion held while active
    /// and while inactive; nil for an effect that repeats its run while active (pulse, variable colour).
    var heldMotions: (active: SymbolMotion, inactive: SymbolMotion)? { get }
}

extension SymbolEffectMotion {
    var heldMotions: (active: SymbolMotion, inactive: SymbolMotion)? { nil }
}

/// Timing curves for the effects' runs.
enum SymbolEffectCurve {
    /// Ease in and out, from 0 to 1.
    static func easeInOut(_ x: Double) -> Double {
        let t = min(max(x, 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// Ease out, from 0 to 1.
    static func easeOut(_ x: Double) -> Double {
        let t = min(max(x, 0), 1)
        return 1 - (1 - t) * (1 - t)
    }
}
