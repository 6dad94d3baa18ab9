import Foundation

/// A proxy, handed to a ScrollViewReader's content, that scrolls the reader's scroll views to a view by its identity.
public struct ScrollViewProxy {
    /// The reader a proxy refers to, while it is in the tree.
    final class Target: @unchecked Sendable {
        /// Read and written on the main thread only.
        nonisolated(unsafe) weak var node: ScrollViewReaderNode?
    }
    let target: Target

    /// Scrolls the first scroll view in the reader that holds a view with identity `id` (a ForEach element's
    /// ID, or an `.id(_:)`) to it: `anchor` aligns that point of the view with the same point of the scroll
    /// view; nil scrolls the least that shows the view wholly. A row of a lazy stack is found through its data.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard StackGuard.isOnMainThread else {
            Diagnostics.warn("ScrollViewProxy.scrollTo(_:anchor:) was called off the main thread; it does nothing there",
                             key: "scroll-proxy-thread")
            return
        }
        let target = self.target
        // Used on the main thread only, where this call runs (checked above).
        nonisolated(unsafe) let box = AnyHashable(id)
        MainActor.assumeIsolated {
            guard let node = target.node, node.isAttached else {
                Diagnostics.warn("ScrollViewProxy.scrollTo(_:anchor:) was called after its ScrollViewReader left the view tree",
                                 key: "scroll-proxy-gone")
                return
            }
            if !node.scroll(to: box, anchor: anchor) {
                Diagnostics.warn("ScrollViewProxy.scrollTo(_:anchor:) found no view with the ID \(box) in a scroll view",
                                 key: "scroll-proxy-missing-\(box)")
            }
        }
    }
}
