import Foundation

/// Names the coordinate space of its content, so that geometry inside can be measured relative to it.
/// A plain value, compared from any context: only its node works on the main actor.
nonisolated public struct _CoordinateSpaceModifier: ViewModifier, Equatable, PrimitiveModifier {
    let name: AnyHashable
    /// Never called: the framework applies this modifier through its own node.
    @MainActor public func body(content: Content) -> Never { primitiveBody }
    @MainActor func makeNode(in context: NodeContext) -> ViewNode { CoordinateSpaceNode(context: context) }
}

/// The node of `coordinateSpace`: a pass-through that holds the name.
@MainActor final class CoordinateSpaceNode: ModifierNode<_CoordinateSpaceModifier> {
    var name: AnyHashable { modifier.name }
    override var modifierChangeAffects: Invalidation { [] }
}

nonisolated extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like
    /// points and sizes relative to the named space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Assigns a name to the view's coordinate space (iOS 17).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
