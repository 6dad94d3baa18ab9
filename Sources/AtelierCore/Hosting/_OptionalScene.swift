import Foundation

/// A scene that is there or not, from an `if` without `else` in a scene builder.
public struct _OptionalScene<Content: Scene>: Scene, PrimitiveScene, _RemoveGlobalActorIsolation {
    let content: Content?

    /// Built-in: a host asks for its windows instead.
    public var body: Never { primitiveSceneBody }

    func windowDescriptions() -> [WindowDescription] { content?.windowDescriptions ?? [] }
}
