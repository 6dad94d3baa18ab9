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

// Main-actor isolated, unlike SwiftUI's: where a key's name is also one of Atelier's desktop keys (a library's own
// `openSettings` of type `@MainActor @Sendable () -> Void` beside SwiftUI's macOS `openSettings`), this compiler
// types a closure value passed to a nonisolated generic `environment` as non-Sendable and rejects it
// (PortingTests.testALibrarysOwnNamesWorkFromAnotherModule); isolated, the closure is the main actor's.
extension View {
    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
