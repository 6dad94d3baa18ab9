import AtelierCore

/// The application as the bus serves it: its windows' trees in the order they opened, each the application
/// root's child. A value, as `ExportedTree` is: the main actor hands a new one over after each change.
struct ExportedApplication: Sendable {
    /// The open windows' trees, in the order they opened (the application's children).
    private(set) var windows: [ExportedTree] = []

    /// The window elements, in the application's order.
    var windowIDs: [AccessibilityElementID] { windows.map(\.windowID) }

    /// The tree of the window numbered `number` (a linear search: an app has a handful of windows).
    func window(numbered number: Int) -> ExportedTree? { windows.first { $0.window == number } }

    /// The tree that holds the element with bus id `id`.
    func tree(containing id: AccessibilityElementID) -> ExportedTree? { window(numbered: id.exportedWindow) }

    /// An element of any window, by bus id.
    subscript(id: AccessibilityElementID) -> ExportedTree.Entry? { tree(containing: id)?[id] }

    /// Every element's bus id, window by window, each depth first.
    var order: [AccessibilityElementID] { windows.flatMap(\.order) }

    /// An element's index in its parent: a window's among the application's windows, another's among its
    /// siblings.
    func indexInParent(_ entry: ExportedTree.Entry) -> Int {
        guard entry.parent == nil else { return entry.index }
        return windows.firstIndex { $0.windowID == entry.element.id } ?? -1
    }

    /// Puts in a window's new tree: in its place when the window is there, else last (a window that opened).
    mutating func update(_ tree: ExportedTree) {
        if let index = windows.firstIndex(where: { $0.window == tree.window }) {
            windows[index] = tree
        } else {
            windows.append(tree)
        }
    }

    /// Takes out the window numbered `number`; its index and tree, or nil when it was not there.
    mutating func remove(window number: Int) -> (index: Int, tree: ExportedTree)? {
        guard let index = windows.firstIndex(where: { $0.window == number }) else { return nil }
        return (index, windows.remove(at: index))
    }
}
