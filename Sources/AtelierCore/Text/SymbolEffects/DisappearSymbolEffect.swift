import Foundation

/// An animation that makes a symbol disappear: while active the symbol is hidden (shrunk to nothing and
/// transparent; `up` hides it grown by half); inactive, it shows. It moves between the two in 0.3 seconds.
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    var isUp = false

    /// The symbol grows as it disappears.
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(isUp: true) }
    /// The symbol shrinks as it disappears.
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(isUp: false) }
    /// The effect applied to each layer (here: the whole symbol).
    public var byLayer: DisappearSymbolEffect { self }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: DisappearSymbolEffect { self }
}

extension DisappearSymbolEffect: SymbolEffectMotion {
    var runDuration: Double { 0.3 }
    func run(at t: Double) -> SymbolMotion { .rest }
    var heldMotions: (active: SymbolMotion, inactive: SymbolMotion)? {
        (SymbolMotion(scale: isUp ? 1.5 : 0, opacity: 0), .rest)
    }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// An animation that makes the symbol disappear.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
