import Foundation

/// The nodes whose drawing changed since the last frame, which the display phase (a layer above) takes.
@MainActor final class DisplayQueue {
    /// Appended to once per node marked, never while already being accessed: the runtime's exclusivity
    /// check there showed in the profile.
    @exclusivity(unchecked) private var nodes: [ViewNode] = []
    /// Counts the frames drawn (the display phase moves it), so that a retained drawing can tell whether it
    /// changed in this one.
    var frameNumber: UInt64 = 0

    /// Queues a node whose drawing changed for the next frame; a node never drawn is not queued, since the
    /// frame that first reaches it draws it whole.
    func schedule(_ node: ViewNode) {
        guard node.hasBeenDrawn, !node.isQueuedForDisplay else { return }
        node.isQueuedForDisplay = true
        nodes.append(node)
    }

    /// Whether any node waits to be drawn again.
    var hasNodes: Bool { !nodes.isEmpty }

    /// The nodes whose drawing changed since the last frame; the queue starts empty again.
    func take() -> [ViewNode] {
        let taken = nodes
        nodes.removeAll()
        for node in taken { node.isQueuedForDisplay = false }
        return taken
    }
}
