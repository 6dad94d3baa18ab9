import Foundation

/// A scene that is there or not, from an `if` without `else` in a scene builder.
@MainActor @preconcurrency public struct _OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content?

    /// Built-in: a host asks for its windows instead.
    public var body: Never { primitiveSceneBody }

    func windowDescriptions() -> [WindowDescription] { content?.windowDescriptions ?? [] }
}
