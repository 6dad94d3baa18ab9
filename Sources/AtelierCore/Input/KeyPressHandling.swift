import Foundation

/// A node that hears key presses while keyboard focus is on it or inside it (`onKeyPress`, `onMoveCommand`,
/// `onExitCommand`, `onDeleteCommand`): the keyboard dispatch asks each one up the focus chain, innermost first.
@MainActor protocol KeyPressHandling: ViewNode {
    /// Offers a key press; `.handled` stops it, `.ignored` passes it to the next handler out.
    func handleKeyPress(_ press: KeyPress) -> KeyPress.Result
}
