import Foundation

/// One of two scenes, from an `if`/`else` in a scene builder.
public struct _ConditionalScene<First: Scene, Second: Scene>: Scene, PrimitiveScene, _RemoveGlobalActorIsolation {
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage

    /// Built-in: a host asks for its windows instead.
    public var body: Never { primitiveSceneBody }

    func windowDescriptions() -> [WindowDescription] {
        switch storage {
        case .first(let scene): scene.windowDescriptions
        case .second(let scene): scene.windowDescriptions
        }
    }
}
