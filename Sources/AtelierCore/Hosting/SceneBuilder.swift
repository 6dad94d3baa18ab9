import Foundation

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder public struct SceneBuilder {
    /// Passes a single scene through unmodified.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// Passes a single scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Combines several scenes into one.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    /// Produces an optional scene for conditional statements that have no else.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }

    /// Produces content for a conditional statement's first branch.
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<First, Second> {
        _ConditionalScene(storage: .first(first))
    }

    /// Produces content for a conditional statement's second branch.
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<First, Second> {
        _ConditionalScene(storage: .second(second))
    }

    /// Passes a scene inside an availability check through unmodified.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}
