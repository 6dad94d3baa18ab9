import Foundation

/// Hears the key presses that match while the view or a view inside it has keyboard focus; what every
/// `onKeyPress` form and the move, exit and delete commands apply.
struct _KeyPressModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// Which presses the action hears (by key, by characters, any), besides the phase.
    let matches: (KeyPress) -> Bool
    /// The phases the action hears.
    let phases: KeyPress.Phases
    /// The program's action: `.handled` stops the press here.
    let action: (KeyPress) -> KeyPress.Result
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { KeyPressNode(context: context) }
}

/// The node of a key-press handler: it changes neither layout nor drawing; the keyboard dispatch asks it.
@MainActor final class KeyPressNode: TransparentModifierNode<_KeyPressModifier>, KeyPressHandling {
    func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard let modifier, modifier.phases.contains(press.phase), modifier.matches(press) else { return .ignored }
        return modifier.action(press)
    }
}
