import Foundation

/// Options that configure how effects apply to symbol-based images: how often a run repeats and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many runs: nil lets the effect decide (one for a value change, repeating while active).
    var repeatCount: Int?
    /// Whether the effect repeats for as long as it can.
    var repeatsIndefinitely = false
    /// The speed multiplier.
    var speedFactor: Double = 1

    /// The default set of effect options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

    /// A default set of effect options that prefers to repeat indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions.default.repeating }
    /// A set of effect options that prefers to repeat indefinitely.
    public var repeating: SymbolEffectOptions {
        var o = self
        o.repeatsIndefinitely = true
        o.repeatCount = nil
        return o
    }

    /// A default set of effect options that prefers to not repeat.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions.default.nonRepeating }
    /// A set of effect options that prefers to not repeat.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

    /// A default set of effect options that prefers to repeat `count` times (nil: as the effect decides).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    /// Options that prefer to repeat `count` times; a count below 1 counts as 1, with one warning.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var o = self
        o.repeatsIndefinitely = false
        if let count, count < 1 {
            Diagnostics.warn("SymbolEffectOptions.repeat(\(count)): the effect runs once", key: "symbol-effect-repeat-\(count)")
            o.repeatCount = 1
        } else {
            o.repeatCount = count
        }
        return o
    }

    /// A default set of effect options that runs at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }
    /// Options that run at `speed` times the normal speed; a speed that is not positive and finite counts as 1, with one warning.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self
        if speed.isFinite, speed > 0 {
            o.speedFactor = speedFactor * speed
        } else {
            Diagnostics.warn("SymbolEffectOptions.speed(\(speed)): the effect runs at normal speed", key: "symbol-effect-speed-\(speed)")
        }
        return o
    }
}
