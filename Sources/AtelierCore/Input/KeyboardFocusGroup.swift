import Foundation

/// Makes the focus stops inside it one Tab stop, as a Mac's table, segmented control and tab view are one key
/// view: Tab enters at the selected member (else the first) and leaves past the others; the arrows move
/// among them (`ViewGraph.moveKeyboardFocusInGroup`). A List's rows, a segmented picker's segments, a tab bar's tabs.
struct KeyboardFocusGroup: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// Whether the members form a group now (a List's rows do while it has a selection); else each is a stop.
    var isActive = true
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { KeyboardFocusGroupNode(context: context) }
}

/// The node of a focus group: it only marks where the group's members are.
@MainActor final class KeyboardFocusGroupNode: TransparentModifierNode<KeyboardFocusGroup> {
    var isActive: Bool { modifier?.isActive == true }
}
