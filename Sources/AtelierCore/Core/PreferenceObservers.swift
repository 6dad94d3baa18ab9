/// A node that reads its subtree's preferences once the tree is laid out (anchors need the frames).
@MainActor protocol PreferenceObserver: AnyObject {
    /// Reads the values again; returns whether that queued an action or changed the tree, which then needs
    /// another update and layout.
    func readPreferences() -> Bool
}

/// A graph's preference readers, asked after each layout that placed something or after a written value
/// changed.
@MainActor final class PreferenceObservers {
    private struct Entry { weak var node: ViewNode? }
    private var entries: [Entry] = []
    /// Readers of the whole tree's values (a window-wide setting such as `preferredColorScheme`), each
    /// returning whether it changed the tree.
    private var rootReaders: [() -> Bool] = []
    /// Set when a written value changed since the readers last read.
    var changed = false

    func add(_ node: ViewNode) {
        entries.append(Entry(node: node))
        changed = true
    }

    /// Adds a reader of the whole tree's values.
    func addRootReader(_ reader: @escaping () -> Bool) {
        rootReaders.append(reader)
        changed = true
    }

    /// Asks each reader still in the tree, in the order they appeared; returns whether any needs another pass.
    func deliver() -> Bool {
        entries.removeAll { $0.node?.isAttached != true }
        var again = false
        for reader in rootReaders where reader() { again = true }
        for entry in entries {
            if let reader = entry.node as? PreferenceObserver, reader.readPreferences() { again = true }
        }
        return again
    }
}

extension ViewGraph {
    /// The graph's preference readers, made on first use.
    var preferenceReaders: PreferenceObservers { layoutQueue.preferenceReaders }

    /// A written preference value changed: the readers read again after the next layout.
    func preferencesChanged() { layoutQueue.preferenceObservers?.changed = true }
}
