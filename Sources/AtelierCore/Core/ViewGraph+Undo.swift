import Foundation

/// The undo manager a graph hands to its views, kept per graph.
@MainActor final class GraphUndoManagerHolder {
    var undoManager: UndoManager?
    init(_ undoManager: UndoManager?) { self.undoManager = undoManager }
}

extension ViewGraph {
    /// The window's undo manager, which `@Environment(\.undoManager)` reads and text fields register with: one of
    /// the graph's own unless a host sets another (a document window sets its document's); nil turns undo off.
    @_spi(Backend) public var undoManager: UndoManager? {
        get { undoManagerHolder.undoManager }
        set {
            undoManagerHolder.undoManager = newValue
            var values = environment
            values.windowUndoManager = newValue
            environment = values
        }
    }

    private var undoManagerHolder: GraphUndoManagerHolder {
        service(GraphUndoManagerHolder.self) { GraphUndoManagerHolder(self.environment.undoManager) }
    }

    /// Gives the graph an undo manager of its own at the root of its environment, unless one was handed in.
    func installUndoManager() {
        guard root.environment.undoManager == nil else { return }
        let manager = UndoManager()
        undoManagerHolder.undoManager = manager
        root.environment.windowUndoManager = manager
    }

    /// Closes the undo group the event just handled opened (`groupsByEvent`): the registrations of one key,
    /// text input or pointer event undo together.
    func closeUndoGroupOfEvent() {
        undoManager?.closeEventGroup()
    }

    /// Undoes the last group of the window's undo manager (Control+Z outside a text field, Edit > Undo);
    /// returns whether there was one.
    @_spi(Backend) @discardableResult
    public func performUndo() -> Bool {
        guard let manager = undoManager else { return false }
        manager.closeEventGroup()
        guard manager.canUndo else { return false }
        manager.undo()
        requestFrame()
        return true
    }

    /// Redoes the group last undone (Control+Shift+Z, Control+Y, Edit > Redo); returns whether there was one.
    @_spi(Backend) @discardableResult
    public func performRedo() -> Bool {
        guard let manager = undoManager else { return false }
        manager.closeEventGroup()
        guard manager.canRedo else { return false }
        manager.redo()
        requestFrame()
        return true
    }
}
