import Foundation

/// Keeps a focus state and the keyboard focus of the view it modifies in step, both ways.
struct _FocusedModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// Whether the focus state says this view should have focus.
    let matches: @MainActor () -> Bool
    /// Writes the focus state when focus comes here (true) or leaves (false).
    let focus: @MainActor (Bool) -> Void
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { FocusedModifierNode(context: context) }
}

/// The node of `focused(_:)`: moves focus into its content when the state asks, and writes the state when
/// focus moves in or out.
@MainActor final class FocusedModifierNode: TransparentModifierNode<_FocusedModifier>, KeyboardFocusObserver {
    /// Whether the content held focus the last time it moved, so that only changes are written.
    private var held = false
    private var observing = false

    override func contentDidUpdate() {
        if !observing { graph.keyboardFocus.addObserver(self); observing = true }
        // After the pass: the content's controls exist by then.
        graph.postUpdateActions.enqueue(in: graph) { [weak self] in self?.applyState() }
    }

    override func willDetach() -> [ViewNode] {
        // Its content leaves with it: focus there goes (committing a field's composition), and the state,
        // which may outlive this view, no longer says it is here.
        if containsFocus { graph.keyboardFocus.focused = nil }
        if held, let modifier, modifier.matches() { modifier.focus(false) }
        held = false
        graph.keyboardFocus.removeObserver(self)
        observing = false
        return super.willDetach()
    }

    /// The first control of the content that takes focus.
    private var firstFocusable: (any KeyboardFocusable)? {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            if node.hidesSubtree { continue }
            if let control = node as? any KeyboardFocusable, node !== self {
                if control.isAttached, control.acceptsKeyboard { return control }
                continue
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    private var containsFocus: Bool {
        var node: ViewNode? = graph.keyboardFocus.focused
        while let n = node {
            if n === self { return true }
            node = n.parent
        }
        return false
    }

    func focusStateChanged() { applyState() }

    /// Moves focus as the state says.
    private func applyState() {
        guard isAttached, let modifier else { return }
        let wanted = modifier.matches()
        if wanted, !containsFocus, let control = firstFocusable {
            graph.keyboardFocus.focused = control
            graph.requestFrame()
        } else if !wanted, held, containsFocus {
            graph.keyboardFocus.focused = nil
            graph.requestFrame()
        }
        held = containsFocus
    }

    func keyboardFocusMoved() {
        guard isAttached, let modifier else { return }
        let now = containsFocus
        guard now != held else { return }
        held = now
        if modifier.matches() != now { modifier.focus(now) }
    }
}

/// Sets a focus state once, after the first update of the view it modifies.
struct _DefaultFocusModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let apply: @MainActor () -> Void
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { DefaultFocusModifierNode(context: context) }
}

/// The node of `defaultFocus`: applies its value once.
@MainActor final class DefaultFocusModifierNode: TransparentModifierNode<_DefaultFocusModifier> {
    private var applied = false
    override func contentDidUpdate() {
        guard !applied else { return }
        applied = true
        graph.postUpdateActions.enqueue(in: graph) { [weak self] in
            guard let self, self.isAttached, self.graph.keyboardFocus.focused == nil else { return }
            self.modifier?.apply()
        }
    }
}
