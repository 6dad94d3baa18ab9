import Foundation

/// An animation that makes a symbol appear: while active the symbol shows; inactive, it is hidden (shrunk
/// to nothing and transparent; `down` hides it grown by half). It moves between the two in 0.3 seconds.
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    var isDown = false

    /// The symbol grows as it appears.
    public var up: AppearSymbolEffect { AppearSymbolEffect(isDown: false) }
    /// The symbol shrinks as it appears.
    public var down: AppearSymbolEffect { AppearSymbolEffect(isDown: true) }
    /// The effect applied to each layer (here: the whole symbol).
    public var byLayer: AppearSymbolEffect { self }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: AppearSymbolEffect { self }
}

extension AppearSymbolEffect: SymbolEffectMotion {
    var runDuration: Double { 0.3 }
    func run(at t: Double) -> SymbolMotion { .rest }
    var heldMotions: (active: SymbolMotion, inactive: SymbolMotion)? {
        (.rest, SymbolMotion(scale: isDown ? 1.5 : 0, opacity: 0))
    }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An animation that makes the symbol appear.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
