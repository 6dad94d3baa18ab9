import Foundation

extension TextInputNode {
    /// The kinds of edit the field registers with the undo manager, each named as a Mac's text view names it
    /// in the Edit menu.
    enum UndoableEdit {
        case typing, paste, cut

        var actionName: String {
            switch self {
            case .typing: return "Typing"
            case .paste: return "Paste"
            case .cut: return "Cut"
            }
        }
    }

    /// Makes an edit to the buffer and registers it with the window's undo manager: a new step when the edit
    /// begins one (a run of typing or deleting continues its step while nothing else was registered or undone
    /// since), nothing when it continues the last. Then the binding is written and the field redrawn.
    func edit(_ kind: UndoableEdit, _ change: (inout TextEditingBuffer) -> Void) {
        let manager = environment.undoManager
        if kind != .typing || manager.map({ undoMark != Self.mark(of: $0) }) ?? true { buffer.breakCoalescing() }
        change(&buffer)
        if let before = buffer.takeStartedStep(), before != buffer.state, let manager {
            registerUndo(restoring: before, named: kind.actionName, with: manager)
        }
        changed(text: true)
    }

    /// Registers the step that puts `state` back; undoing it registers the step that puts back what it replaced,
    /// so redo works. A field that has left the window has removed its steps (`willDetach`).
    private func registerUndo(restoring state: TextEditingBuffer.EditState, named name: String, with manager: UndoManager) {
        manager.registerUndo(withTarget: self) { node in
            node.revertEdit(to: state, named: name, with: manager)
        }
        manager.setActionName(name)
        undoMark = Self.mark(of: manager)
    }

    private func revertEdit(to state: TextEditingBuffer.EditState, named name: String, with manager: UndoManager) {
        guard isAttached else { return }
        let current = buffer.state
        buffer.restore(state)
        registerUndo(restoring: current, named: name, with: manager)
        // Undo and redo are not part of a typing run: the next keystroke begins a step of its own.
        undoMark = nil
        changed(text: true)
        graph.requestFrame()
    }

    /// Forgets the field's steps: its text was set from outside, or it left the window.
    func removeUndoSteps() {
        environment.undoManager?.removeAllActions(withTarget: self)
        undoMark = nil
    }

    private static func mark(of manager: UndoManager) -> UndoMark {
        UndoMark(manager: ObjectIdentifier(manager), changeCount: manager.changeCount)
    }

    /// Which undo manager the field last registered with, and its change count just after: typing coalesces only
    /// while it is unchanged.
    struct UndoMark: Equatable {
        var manager: ObjectIdentifier
        var changeCount: Int
    }
}
