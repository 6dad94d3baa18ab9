import Foundation

/// Where `undoManager` lives in the environment: the window's graph puts its undo manager at the root.
private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// The undo manager of the window (or document) the view is in: text fields register their edits with it,
    /// and Control+Z undoes its last group. Read-only for views, as in SwiftUI.
    public var undoManager: UndoManager? { self[UndoManagerKey.self] }

    /// The undo manager the environment hands down, set by the graph at the root.
    var windowUndoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
