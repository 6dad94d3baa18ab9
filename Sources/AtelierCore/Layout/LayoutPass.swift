import Foundation

/// The layout phase, which the frame owner runs: lays out what changed under the root in the queue's target
/// size.
///
/// Only what changed is laid out again: each queued node is asked for the sizes it gave before; a node that
/// gives them all again is placed again where it is, and one that does not hands the question to its parent.
/// A changed size lays out from the root, reusing every size that still holds.
@MainActor final class LayoutPass: FramePhasePass {
    unowned(unsafe) private let graph: ViewGraph

    init(graph: ViewGraph) { self.graph = graph }

    func performPass() {
        let queue = graph.layoutQueue, root = graph.root!
        let size = CGSize(width: queue.targetSize.width.finiteOrZero, height: queue.targetSize.height.finiteOrZero)
        guard queue.isNeeded || size != queue.size else { return queue.skipPass() }
        var placeAgain: [ViewNode] = []
        var layoutFromRoot = size != queue.size || !root.hasBeenLaidOut
        // Deepest first, so that a parent reached from several children is asked once, after them.
        var levels: [[ViewNode]] = []
        var deepest = -1
        func file(_ nodes: [ViewNode]) {
            for node in nodes {
                if node.depth >= levels.count { levels.append(contentsOf: repeatElement([], count: node.depth + 1 - levels.count)) }
                levels[node.depth].append(node)
                deepest = max(deepest, node.depth)
            }
        }
        file(queue.beginPass(size: size))
        while deepest >= 0 {
            let level = levels[deepest]
            levels[deepest] = []
            deepest -= 1
            for node in level {
                node.isQueuedForLayout = false
                guard node.isAttached, node.layoutIsDirty else { continue }
                if node === root { layoutFromRoot = true; continue }
                if node.keepsItsSizes() {
                    placeAgain.append(node)
                } else if let parent = node.parent {
                    parent.setNeedsLayout()
                }
            }
            file(queue.takeQueued())
        }
        if layoutFromRoot { root.layoutRoot(in: size) }
        for node in placeAgain.sorted(by: { $0.depth < $1.depth }) where node.isAttached {
            node.placeAgain()
        }
        queue.endPass()
    }
}

extension RootNode {
    /// Proposes the content what the host's safe area insets leave of its size and centres it there; each
    /// presented view fills the window.
    func layoutRoot(in size: CGSize) {
        hasBeenLaidOut = true
        let resized = frame.size != size
        setFrameWithoutLayout(CGRect(origin: .zero, size: size))
        guard let child else { return }
        let insets = graph.safeAreaInsets
        let safe = CGRect(x: insets.leading, y: insets.top, width: max(0, size.width - insets.leading - insets.trailing),
                          height: max(0, size.height - insets.top - insets.bottom))
        let proposal = ProposedViewSize(safe.size)
        let s = child.sizeThatFits(proposal)
        // Centred in unrounded coordinates: each placed frame snaps to the pixel grid once, on its own.
        let rect = CGRect(x: (safe.minX + (safe.width - s.width) / 2).finiteOrZero,
                          y: (safe.minY + (safe.height - s.height) / 2).finiteOrZero, width: s.width, height: s.height)
        // A new size moves the bands of a safe area: what the views below resolved of it is placed again.
        placeChildren(safeAreaChanged: resized && safeAreaDeclaration(for: child) != nil) { child.place(in: rect, proposal: proposal) }
        if let overlayChild {
            var items: [ViewNode] = []
            overlayChild.collectLayoutItems(into: &items)
            for item in items {
                _ = item.sizeThatFits(proposal)
                item.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
            }
        }
    }
}
