import Foundation

/// Gives keyboard focus to an alert's first text field when the alert shows, as iOS and macOS do: typing goes
/// straight into it. An alert without fields leaves focus where presenting put it (nowhere).
struct AlertFieldFocus: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AlertFieldFocusNode(context: context) }
}

/// The node of `AlertFieldFocus`: after the alert's first update, focuses its first field in reading order.
@MainActor final class AlertFieldFocusNode: TransparentModifierNode<AlertFieldFocus> {
    private var applied = false

    override func contentDidUpdate() {
        guard !applied else { return }
        applied = true
        // After the pass: the fields' nodes exist by then.
        graph.postUpdateActions.enqueue(in: graph) { [weak self] in
            guard let self, self.isAttached, self.graph.keyboardFocus.focused == nil, let field = self.firstField else { return }
            self.graph.keyboardFocus.focused = field
            self.graph.requestFrame()
        }
    }

    /// The first text field inside, in tree order, that takes the keyboard.
    private var firstField: TextInputNode? {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            if node.hidesSubtree { continue }
            if let field = node as? TextInputNode, field.isAttached, field.acceptsKeyboard { return field }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}
