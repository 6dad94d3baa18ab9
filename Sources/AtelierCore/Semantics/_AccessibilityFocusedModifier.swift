import Foundation

/// Keeps an accessibility focus state and the focus of assistive technologies on the modified view's
/// element in step, both ways.
struct _AccessibilityFocusedModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// Whether the state says this element should have accessibility focus.
    let matches: @MainActor () -> Bool
    /// Writes the state when accessibility focus comes here (true) or leaves (false).
    let focus: @MainActor (Bool) -> Void
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityFocusedModifierNode(context: context) }
}

/// The node of `accessibilityFocused`: its content's first element is the one focus moves to.
@MainActor final class AccessibilityFocusedModifierNode: TransparentModifierNode<_AccessibilityFocusedModifier>,
                                                         SemanticsNode, AccessibilityFocusObserver {
    /// The content's elements as last built, to know when focus lands on one of them.
    private var elementIDs: [AccessibilityElementID] = []
    /// Whether the content held accessibility focus when it last moved.
    private var held = false
    private var observing = false

    override func contentDidUpdate() {
        if !observing { graph.accessibilityFocus.addObserver(self); observing = true }
        graph.postUpdateActions.enqueue(in: graph) { [weak self] in self?.accessibilityFocusStateChanged() }
    }

    override func willDetach() -> [ViewNode] {
        graph.accessibilityFocus.removeObserver(self)
        observing = false
        return super.willDetach()
    }

    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] {
        let elements = builder.childElements(of: self)
        elementIDs = elements.map(\.id)
        let focus = graph.accessibilityFocus
        if focus.claimant === self {
            focus.claimant = nil
            if let first = elementIDs.first { focus.move(to: first) }
        }
        return elements
    }

    func accessibilityFocusStateChanged() {
        guard isAttached, let modifier else { return }
        let focus = graph.accessibilityFocus
        let holds = focus.element.map(elementIDs.contains) ?? false
        if modifier.matches(), !holds {
            // The element may not be built yet: the semantics phase settles the claim.
            focus.claimant = self
            semanticsDidChange()
            graph.requestFrame()
        } else if !modifier.matches(), holds {
            focus.move(to: nil)
        }
    }

    func accessibilityFocusMoved(to id: AccessibilityElementID?) {
        guard isAttached, let modifier else { return }
        let now = id.map(elementIDs.contains) ?? false
        guard now != held else { return }
        held = now
        if modifier.matches() != now { modifier.focus(now) }
    }
}
