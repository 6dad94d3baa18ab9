import Foundation
import Observation

/// Writes one environment value for the content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The environment value the modifier sets.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value the content sees in place of the inherited one.
    public var value: Value
    /// Sets the value at `keyPath` to `value` for the content.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            env[keyPath: m.keyPath] = m.value
        })
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Sets an action-valued environment value: the generic form's behaviour for a key of this type. Where a
    /// key's name is also one of Atelier's desktop keys (a library's own `openSettings` beside SwiftUI's macOS
    /// action), this compiler types a closure literal passed to the generic form as non-Sendable and rejects it;
    /// here the literal is the main actor's, as it is with SwiftUI on iOS, where that key has no twin.
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, @MainActor @Sendable () -> Void>,
                            _ value: @escaping @MainActor @Sendable () -> Void) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
