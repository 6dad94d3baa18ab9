import Foundation

/// How a view's content changes when it is replaced in an animated update (`contentTransition`): SwiftUI's
/// kinds are accepted; a symbol effect replaces one symbol with the next as `ReplaceSymbolEffect` says, and
/// Atelier replaces the content of a text at once whichever other kind is chosen.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool)
        case numericValue(Double)
        case symbolReplace(ReplaceSymbolEffect, SymbolEffectOptions)
    }
    let kind: Kind

    /// The content is replaced without a transition.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content interpolates between its states where it can.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Digits roll as a number changes, upwards unless `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }
    /// Digits roll in the direction the value moves.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericValue(value)) }

    /// Replaces one symbol with another with a symbol effect (`.replace` and its styles).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolReplace(effect as? ReplaceSymbolEffect ?? ReplaceSymbolEffect(), options))
    }

    /// Replaces one symbol with another with the default symbol effect (`.replace`).
    public static var symbolEffect: ContentTransition { .symbolEffect(ReplaceSymbolEffect()) }
}
