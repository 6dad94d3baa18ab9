import Foundation

/// Runs an action when the secondary (right) mouse button clicks the view, with the click's place in the
/// window: how a context menu opens.
struct _SecondaryClickModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let action: @MainActor (CGPoint) -> Void
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { SecondaryClickNode(context: context) }
}

/// The node of a secondary-click action: found by walking up from the view a click hits.
@MainActor final class SecondaryClickNode: TransparentModifierNode<_SecondaryClickModifier> {}

extension ViewGraph {
    /// A click of the secondary mouse button at a window point: the nearest view around the hit one with a
    /// secondary-click action (a context menu) runs it. Returns whether one did.
    @_spi(Backend) @discardableResult
    public func secondaryClick(at point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var node = hitTest(point)
        while let n = node {
            if let target = n as? SecondaryClickNode, target.environment.isEnabled, let modifier = target.modifier {
                modifier.action(point)
                requestFrame()
                return true
            }
            node = n.parent
        }
        return false
    }
}

extension View {
    /// Runs `action` with the click's window location when the secondary mouse button clicks this view.
    func onSecondaryClick(_ action: @escaping @MainActor (CGPoint) -> Void) -> some View {
        modifier(_SecondaryClickModifier(action: action))
    }
}
