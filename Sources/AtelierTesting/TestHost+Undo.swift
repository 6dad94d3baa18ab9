import Foundation
@_spi(Backend) import AtelierCore

extension TestHost {
    /// The window's undo manager: what `@Environment(\.undoManager)` reads and text fields register with, so a
    /// test can read its menu titles (`undoMenuItemTitle`) and whether it can undo.
    public var undoManager: UndoManager? { graph.undoManager }
}
