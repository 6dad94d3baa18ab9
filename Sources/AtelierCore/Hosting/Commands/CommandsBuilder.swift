import Foundation

/// Constructs command sets from multi-expression closures; like `ViewBuilder`, it supports up to any number
/// of commands, `if` statements and `if`-`else`.
@resultBuilder public struct CommandsBuilder {
    /// Passes a single command group through.
    public static func buildExpression<Content: Commands>(_ content: Content) -> _CommandsGroup {
        _CommandsGroup(items: [content])
    }

    /// Builds an empty command set.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// Combines commands, in order.
    public static func buildBlock(_ content: _CommandsGroup...) -> _CommandsGroup {
        _CommandsGroup(items: content.flatMap(\.items))
    }

    /// Commands shown when a condition holds.
    public static func buildIf(_ content: _CommandsGroup?) -> _CommandsGroup {
        content ?? _CommandsGroup(items: [])
    }

    /// The commands of an `if` statement's first branch.
    public static func buildEither(first content: _CommandsGroup) -> _CommandsGroup { content }

    /// The commands of an `if` statement's second branch.
    public static func buildEither(second content: _CommandsGroup) -> _CommandsGroup { content }

    /// Commands inside an availability check.
    public static func buildLimitedAvailability(_ content: _CommandsGroup) -> _CommandsGroup { content }
}
