import Foundation

/// Gives a view's element the actions of the controls in `actions`: each button (or other activatable
/// control) becomes a named action, called by its label. The controls are made but never drawn.
public struct _AccessibilityActionsModifier<Actions: View>: ViewModifier, _RemoveGlobalActorIsolation {
    let actions: Actions

    /// The view with the controls layered over it for assistive technologies only.
    public func body(content: Content) -> some View {
        content
            .overlay { actions.modifier(AccessibilityRepresentationLayer(standsForContent: false)) }
            .modifier(AccessibilityActionsMerge())
    }
}

/// Where the controls' elements are turned into the view's named actions.
struct AccessibilityActionsMerge: ViewModifier, PrimitiveModifier, Equatable {
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityActionsMergeNode(context: context) }
}

@MainActor final class AccessibilityActionsMergeNode: TransparentModifierNode<AccessibilityActionsMerge>, SemanticsNode {
    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] {
        guard let layers = child as? SecondaryLayerNode, let content = layers.child, let controls = layers.secondary else {
            return builder.childElements(of: self)
        }
        var elements = builder.elements(of: content)
        if elements.isEmpty {
            elements = [SemanticsElement(id: builder.elementID(for: self), role: .group, frameNodes: [content])]
        }
        // The actions go to the view's element (its first, when the view forms several).
        let target = elements[0].copy()
        for control in SemanticsComposition.flattened(builder.elements(of: controls)) {
            guard let activate = control.performers.activate, !control.label.isEmpty,
                  !target.performers.named.contains(where: { $0.0 == control.label }) else { continue }
            target.performers.named.append((control.label, activate))
        }
        elements[0] = target
        return elements
    }
}

nonisolated extension View {
    /// Adds the controls in `content` to the view's element as named actions: a screen reader offers each
    /// button by its label, and activating one runs the button's action.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        modifier(_AccessibilityActionsModifier(actions: content()))
    }
}
