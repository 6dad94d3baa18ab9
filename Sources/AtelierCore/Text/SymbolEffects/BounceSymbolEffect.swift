import Foundation

/// An animation that applies a transitory scaling effect, or bounce, to a symbol: it grows (`up`, the
/// default) or shrinks (`down`) by a fifth, springs back past its size and settles, in 0.8 seconds.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {
    var isDown = false

    /// An effect that scales the symbol up, then back.
    public var up: BounceSymbolEffect { BounceSymbolEffect(isDown: false) }
    /// An effect that scales the symbol down, then back.
    public var down: BounceSymbolEffect { BounceSymbolEffect(isDown: true) }
    /// The effect applied to each layer (here: the whole symbol).
    public var byLayer: BounceSymbolEffect { self }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: BounceSymbolEffect { self }
}

extension BounceSymbolEffect: SymbolEffectMotion {
    var runDuration: Double { 0.8 }

    func run(at t: Double) -> SymbolMotion {
        let amplitude = isDown ? -0.2 : 0.2, overshoot = -0.15 * amplitude
        let scale: Double
        if t < 0.25 {
            scale = 1 + amplitude * SymbolEffectCurve.easeOut(t / 0.25)
        } else if t < 0.55 {
            scale = 1 + amplitude + (overshoot - amplitude) * SymbolEffectCurve.easeInOut((t - 0.25) / 0.3)
        } else {
            scale = 1 + overshoot * (1 - SymbolEffectCurve.easeInOut((t - 0.55) / 0.25))
        }
        return SymbolMotion(scale: scale, opacity: 1)
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// An animation that applies a transitory scaling effect, or bounce, to the symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
