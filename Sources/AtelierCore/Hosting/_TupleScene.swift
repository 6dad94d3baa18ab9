import Foundation

/// Several scenes side by side, as `SceneBuilder` combines them.
public struct _TupleScene<each Content: Scene>: Scene, PrimitiveScene, _RemoveGlobalActorIsolation {
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }

    /// Built-in: a host asks for its windows instead.
    public var body: Never { primitiveSceneBody }

    func windowDescriptions() -> [WindowDescription] {
        var result: [WindowDescription] = []
        for scene in repeat each content { result += scene.windowDescriptions }
        return result
    }
}
