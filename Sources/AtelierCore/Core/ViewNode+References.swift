import Foundation

extension ViewNode {
    /// The graph the node belongs to. Unowned and unchecked in release builds (the stored reference is read
    /// as is); a debug build stops when a detached node reads it, since nothing then keeps the graph alive.
    final var graph: ViewGraph {
        @inline(__always) get {
            #if DEBUG
            assertAttached(reading: "graph")
            #endif
            return unownedGraph
        }
    }

    /// The node above this one, nil for the root. Unowned and unchecked in release builds; a debug build stops
    /// when a detached node reads it, since its parent may have been freed since.
    final var parent: ViewNode? {
        @inline(__always) get {
            #if DEBUG
            assertAttached(reading: "parent")
            #endif
            return unownedParent
        }
    }
}
