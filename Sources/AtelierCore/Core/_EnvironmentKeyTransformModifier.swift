import Foundation
import Observation

/// Transforms the environment for the content.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The environment value the modifier changes.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// Changes the value in place; runs each time the content's environment is rebuilt.
    public var transform: (inout Value) -> Void
    /// Transforms the value at `keyPath` for the content.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void) {
        self.keyPath = keyPath
        self.transform = transform
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            m.transform(&env[keyPath: m.keyPath])
        })
    }
}

nonisolated extension View {
    /// Transforms an environment value for this view and the views inside it.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Puts an `@Observable` object in the environment, where `@Environment(Type.self)` reads it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.objects) { objects in objects[ObjectIdentifier(T.self)] = object }
    }
}
