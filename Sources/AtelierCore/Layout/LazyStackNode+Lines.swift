import Foundation

extension LazyStackNode {
    /// Makes row `index` as a new node, with the state saved for its identity if it had some.
    private func makeCell(_ index: Int) -> Cell? {
        guard let made = evaluateForOwningBody({ elements.element(at: index) }) else { return nil }
        return makeCell(index, made)
    }

    func makeCell(_ index: Int, _ made: (id: LazyRowID, view: any View)) -> Cell {
        let saved = savedState.removeValue(forKey: made.id)
        let outer = graph.updates.restoringRowState
        graph.updates.restoringRowState = saved
        defer { graph.updates.restoringRowState = outer }
        // Made here rather than through `reconcile`, which would mark this container's layout dirty in the
        // middle of its own placement: the container places the new node itself.
        let node = makeNode(for: made.view)
        node.environment = rowEnvironment
        node.currentView = made.view
        node.noteUpdateTransaction()
        node.updateGeneration = graph.transactions.generation
        node.update(view: made.view)
        return Cell(index: index, id: made.id, node: node)
    }

    private func makeLine(_ line: Int, _ crossLength: CGFloat?) -> (cells: [Cell], length: CGFloat) {
        let k = perLine, start = line * k
        let cells = (start..<min(start + k, elements.count)).compactMap(makeCell)
        let length = length(of: cells, crossLength: crossLength)
        measuredLength += length
        measuredLines += 1
        return (cells, length)
    }

    @discardableResult
    func appendLine(_ crossLength: CGFloat?) -> CGFloat {
        let made = makeLine(firstLine + lines.count, crossLength)
        lines.append(made.cells)
        drawnChildrenDidChange()
        return made.length
    }

    @discardableResult
    func prependLine(_ crossLength: CGFloat?) -> CGFloat {
        firstLine -= 1
        let made = makeLine(firstLine, crossLength)
        lines.insert(made.cells, at: 0)
        drawnChildrenDidChange()
        return made.length
    }

    /// Releases a cell: its state is kept by identity, its node leaves the tree (its onDisappear runs).
    func release(_ cell: Cell) {
        if let saved = SavedRowState(taking: cell.node) { savedState[cell.id] = saved }
        cell.node.detach()
    }

    /// Releases the live lines from position `start` (among the live lines) on.
    func releaseLines(from start: Int) {
        guard start < lines.count else { return }
        var gone = Array(lines[start...])
        for line in gone { line.forEach(release) }
        lines.removeSubrange(start...)
        TeardownQueue.release(&gone)
        drawnChildrenDidChange()
    }

    /// Releases the first live line, whose length is `length`: the next one starts the live lines.
    func releaseFirstLine(length: CGFloat) {
        var gone = [lines.removeFirst()]
        gone[0].forEach(release)
        TeardownQueue.release(&gone)
        firstLine += 1
        firstLineOffset += length + gap
        drawnChildrenDidChange()
    }

    /// The nearest scroll view above, whose viewport decides what is in view.
    var enclosingScrollView: ScrollViewNode? {
        var node = parent
        while let n = node {
            if let scroll = n as? ScrollViewNode { return scroll }
            node = n.parent
        }
        return nil
    }
}
