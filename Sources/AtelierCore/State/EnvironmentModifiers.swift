import Foundation
import Observation

/// Writes one environment value for the content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value
    /// Sets the value at `keyPath` to `value` for the content.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            env[keyPath: m.keyPath] = m.value
        })
    }
}

/// Transforms the environment for the content.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, PrimitiveModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var transform: (inout Value) -> Void
    /// Transforms the value at `keyPath` for the content.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void) {
        self.keyPath = keyPath
        self.transform = transform
    }
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            m.transform(&env[keyPath: m.keyPath])
        })
    }
}

/// The node of an environment-writing modifier. It keeps the environment it made while its input and
/// the written value stay the same, so that bodies below are not evaluated again for nothing.
@MainActor final class EnvironmentWriterNode: TransparentModifierNode<Any> {
    let write: (inout EnvironmentValues, Any) -> Void
    private var output: EnvironmentValues?
    private var inputVersion: UInt64 = .max
    private var valueChanged = true

    init(context: NodeContext, write: @escaping (inout EnvironmentValues, Any) -> Void) {
        self.write = write
        super.init(context: context)
    }

    override func modifierDidChange(from previous: Any?) {
        valueChanged = previous.map { !ViewEquality.equal($0, modifier as Any) } ?? true
    }

    override var childEnvironment: EnvironmentValues {
        if let output, !valueChanged, inputVersion == environment.version { return output }
        var env = environment
        write(&env, modifier as Any)
        output = env
        inputVersion = environment.version
        valueChanged = false
        return env
    }
}

extension View {
    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

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
