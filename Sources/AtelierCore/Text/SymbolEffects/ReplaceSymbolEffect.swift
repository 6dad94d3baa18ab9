import Foundation

/// An animation that replaces one symbol with another (`contentTransition(.symbolEffect(.replace))`): the
/// old symbol scales down (`downUp`, the default) or up (`upUp`) as it fades, then the new one scales up
/// from small as it shows (`offUp`: the old one goes at once), in 0.5 seconds.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    enum Style: Hashable, Sendable { case downUp, upUp, offUp }
    var style = Style.downUp

    /// The old symbol scales down, the new one scales up.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .downUp) }
    /// Both symbols scale up.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .upUp) }
    /// The old symbol goes at once, the new one scales up.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .offUp) }
    /// The effect applied to each layer (here: the whole symbol).
    public var byLayer: ReplaceSymbolEffect { self }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: ReplaceSymbolEffect { self }

    /// Seconds the replacement lasts at speed 1.
    static let duration = 0.5

    /// The outgoing symbol's motion `t` seconds in: gone by half-time.
    func outgoing(at t: Double) -> SymbolMotion {
        if style == .offUp { return SymbolMotion(scale: 1, opacity: 0) }
        let u = SymbolEffectCurve.easeInOut(t / (Self.duration / 2))
        return SymbolMotion(scale: 1 + ((style == .upUp ? 1.3 : 0.3) - 1) * u, opacity: 1 - u)
    }

    /// The incoming symbol's motion `t` seconds in: it starts at half-time (at once for `offUp`).
    func incoming(at t: Double) -> SymbolMotion {
        let start = style == .offUp ? 0 : Self.duration / 2
        let u = SymbolEffectCurve.easeOut((t - start) / (Self.duration - start))
        return SymbolMotion(scale: 0.3 + 0.7 * u, opacity: u)
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// An animation that replaces the layers of one symbol with another's.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
