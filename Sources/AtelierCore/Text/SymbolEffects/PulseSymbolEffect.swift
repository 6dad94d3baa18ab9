import Foundation

/// An animation that fades the opacity of a symbol: down to 0.3 and back in a second, once for a value
/// change, over and over while active.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The effect applied to each layer (here: the whole symbol).
    public var byLayer: PulseSymbolEffect { self }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: PulseSymbolEffect { self }
}

extension PulseSymbolEffect: SymbolEffectMotion {
    var runDuration: Double { 1 }

    func run(at t: Double) -> SymbolMotion {
        SymbolMotion(scale: 1, opacity: 1 - 0.7 * sin(Double.pi * min(max(t, 0), 1)))
    }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An animation that fades the opacity of the symbol.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
