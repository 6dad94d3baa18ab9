import Foundation

/// Runs an action with the old and new value when a value differs from the one seen at the previous update.
public struct _OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    var value: Value
    var initial: Bool
    var action: (Value, Value) -> Void

    init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    /// Built into the graph; never called.
    public func body(content: Content) -> Never { primitiveBody }

    func makeNode(in context: NodeContext) -> ViewNode { OnChangeNode<Value>(context: context) }
}

/// The node of `onChange`: compares each update's value with the previous one and, when it differs,
/// queues the action (with the closure of that update) to run after the update pass. With `initial`,
/// it also queues the action, with the first value as old and new, after the pass that made it.
@MainActor final class OnChangeNode<Value: Equatable>: TransparentModifierNode<_OnChangeModifier<Value>> {
    override func modifierDidChange(from previous: _OnChangeModifier<Value>?) {
        let current = modifier!
        if let previous {
            guard previous.value != current.value else { return }
            let (old, new, action) = (previous.value, current.value, current.action)
            afterUpdate { action(old, new) }
        } else if current.initial {
            let (value, action) = (current.value, current.action)
            afterUpdate { action(value, value) }
        }
    }
}

nonisolated extension View {
    /// Adds an action to perform when `value` changes; it receives the new value.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable {
        modifier(_OnChangeModifier(value: value, initial: false, action: { _, newValue in action(newValue) }))
    }

    /// Adds an action to perform when `value` changes (and, if `initial`, when the view first appears),
    /// given the old and the new value.
    public func onChange<V>(of value: V, initial: Bool = false,
                            _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable {
        modifier(_OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Adds an action to perform when `value` changes (and, if `initial`, when the view first appears).
    public func onChange<V>(of value: V, initial: Bool = false,
                            _ action: @escaping () -> Void) -> some View where V: Equatable {
        modifier(_OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}
