import Foundation

/// The environment key behind `isEnabled`.
private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment allows user
    /// interaction (false under `disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// Disables the content (and keeps an outer `disabled(true)` in force); what `disabled(_:)` applies.
public struct _DisabledModifier: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// Whether the content is disabled.
    public var disabled: Bool
    /// Creates the modifier.
    public init(disabled: Bool) { self.disabled = disabled }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? _DisabledModifier, m.disabled else { return }
            env.isEnabled = false
        })
    }
}

extension View {
    /// Adds a condition that controls whether users can interact with this view: a disabled view and
    /// everything inside it receive no pointer input.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(disabled: disabled))
    }
}
