import Foundation

/// Sets the default anchor of the scroll view within.
struct _DefaultScrollAnchorModifier: ViewModifier, PrimitiveModifier {
    let anchor: UnitPoint?
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            env.scrollConfiguration.defaultAnchor = m.anchor
        })
    }
}

nonisolated extension View {
    /// Starts the scroll views within this view with that point of their content in view (`.bottom` starts a
    /// chat at its last message), and keeps them there as the content grows while they are.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(_DefaultScrollAnchorModifier(anchor: anchor))
    }
}
