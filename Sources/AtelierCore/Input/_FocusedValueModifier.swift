import Foundation
import Observation

/// Publishes values to the focused values of its graph: while keyboard focus is inside the modified view,
/// or always (`isSceneWide`), for the window it is in.
struct _FocusedValueModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let isSceneWide: Bool
    let apply: (inout FocusedValues) -> Void
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { FocusedValueNode(context: context) }
}

/// The node of `focusedValue` and `focusedSceneValue`: tells its graph's store when its value may have changed.
@MainActor final class FocusedValueNode: TransparentModifierNode<_FocusedValueModifier> {
    override func contentDidUpdate() { graph.focusedValues.writerUpdated(self) }

    override func willDetach() -> [ViewNode] {
        graph.focusedValues.writerLeft(self)
        return super.willDetach()
    }

    func apply(to values: inout FocusedValues) {
        values.source = ObjectIdentifier(self)
        modifier?.apply(&values)
    }
}

extension View {
    /// Exposes `value` to views whose state depends on the focused view hierarchy (commands among them)
    /// while keyboard focus is inside this view.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(_FocusedValueModifier(isSceneWide: false) { $0[keyPath: keyPath] = value })
    }

    /// Exposes `value`, or nothing when it is nil, to views whose state depends on the focused view hierarchy.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(_FocusedValueModifier(isSceneWide: false) { values in
            if let value { values[keyPath: keyPath] = value }
        })
    }

    /// Sets the focused value for the given object type, read with `@FocusedValue(Type.self)`.
    nonisolated public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(_FocusedValueModifier(isSceneWide: false) { values in
            if let object { values[slot: .object(ObjectIdentifier(T.self))] = object }
        })
    }

    /// Exposes `value` to views whose state depends on the focused scene: wherever focus is in this window.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(_FocusedValueModifier(isSceneWide: true) { $0[keyPath: keyPath] = value })
    }

    /// Exposes `value`, or nothing when it is nil, to views whose state depends on the focused scene.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        modifier(_FocusedValueModifier(isSceneWide: true) { values in
            if let value { values[keyPath: keyPath] = value }
        })
    }

    /// Sets the focused scene value for the given object type.
    nonisolated public func focusedSceneValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(_FocusedValueModifier(isSceneWide: true) { values in
            if let object { values[slot: .object(ObjectIdentifier(T.self))] = object }
        })
    }
}
