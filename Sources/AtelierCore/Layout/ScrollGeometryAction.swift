import Foundation

/// One `onScrollGeometryChange(for:of:action:)`: a value made from the geometry, and what runs when it changes.
struct ScrollGeometryAction {
    /// Makes the value from the geometry.
    let value: (ScrollGeometry) -> Any
    /// Whether two values are equal.
    let equal: (Any, Any) -> Bool
    /// Runs with the old and the new value.
    let action: (Any, Any) -> Void
}

/// Adds a geometry action for the scroll view within.
struct _ScrollGeometryChangeModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let geometryAction: ScrollGeometryAction
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            env.scrollConfiguration.geometryActions.append(m.geometryAction)
        })
    }
}

nonisolated extension View {
    /// Runs `action` with the old and new value whenever the value `transform` makes from the geometry of the
    /// scroll view within this view changes (as it scrolls, as its content or its size change).
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        let geometryAction = ScrollGeometryAction(
            value: { transform($0) },
            equal: { a, b in (a as? T) == (b as? T) },
            action: { old, new in
                guard let old = old as? T, let new = new as? T else { return }
                action(old, new)
            })
        return modifier(_ScrollGeometryChangeModifier(geometryAction: geometryAction))
    }
}
