import Foundation

/// An animation that replaces the opacity of a symbol's variable layers in a repeating sequence. Atelier's
/// symbols are one glyph, so the whole symbol dims to 0.35 and brightens again over 1.2 seconds (iterative,
/// cumulative, reversing and the layer options are accepted and look alike).
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var isReversing = false

    /// Layers light up one at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers light up and stay lit until all are.
    public var cumulative: VariableColorSymbolEffect { self }
    /// The sequence plays forwards, then backwards.
    public var reversing: VariableColorSymbolEffect { VariableColorSymbolEffect(isReversing: true) }
    /// The sequence plays forwards only.
    public var nonReversing: VariableColorSymbolEffect { VariableColorSymbolEffect(isReversing: false) }
    /// Inactive layers are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Inactive layers are dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

extension VariableColorSymbolEffect: SymbolEffectMotion {
    var runDuration: Double { isReversing ? 2.4 : 1.2 }

    func run(at t: Double) -> SymbolMotion {
        // From dim, brighter and brighter to full, then dim again at the next run (or back down, reversing).
        let cycle = 1.2
        let u = isReversing && t > cycle ? 2 - t / cycle : t / cycle
        return SymbolMotion(scale: 1, opacity: 0.35 + 0.65 * SymbolEffectCurve.easeInOut(u))
    }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An animation that replaces the opacity of the symbol's variable layers in a repeating sequence.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
