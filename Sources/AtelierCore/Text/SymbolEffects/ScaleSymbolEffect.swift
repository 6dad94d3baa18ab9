import Foundation

/// An animation that scales a symbol while active: to 1.2 (`up`, the default) or 0.8 (`down`), in 0.3
/// seconds, and back when it stops.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var isDown = false

    /// An effect that scales the symbol up.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(isDown: false) }
    /// An effect that scales the symbol down.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(isDown: true) }
    /// The effect applied to each layer (here: the whole symbol).
    public var byLayer: ScaleSymbolEffect { self }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: ScaleSymbolEffect { self }
}

extension ScaleSymbolEffect: SymbolEffectMotion {
    var runDuration: Double { 0.3 }
    func run(at t: Double) -> SymbolMotion { .rest }
    var heldMotions: (active: SymbolMotion, inactive: SymbolMotion)? {
        (SymbolMotion(scale: isDown ? 0.8 : 1.2, opacity: 1), .rest)
    }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An animation that scales the symbol.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
