import Foundation

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The safe area inset of the container view: how far, on each edge, it could reach into the safe area around
    /// it (a phone's status bar and home indicator, a `safeAreaInset` bar); zero where it does not touch one, and
    /// in a desktop window.
    public let safeAreaInsets: EdgeInsets
    weak var node: ViewNode?

    init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), node: ViewNode?) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.node = node
    }

    /// Resolves an anchor (a view's bounds, a point of it) in the container's coordinates.
    @MainActor public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolved(relativeTo: node?.renderedFrame().origin ?? .zero)
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    @MainActor public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        guard let node else { return CGRect(origin: .zero, size: size) }
        return node.frame(in: coordinateSpace)
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    @MainActor public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named coordinate space enclosing the container, in the container's local space;
    /// nil when no enclosing view has that name.
    @MainActor public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let node else { return nil }
        var a = node.parent
        while let n = a {
            if let named = n as? CoordinateSpaceNode, named.name == coordinateSpace.name {
                let mine = node.renderedFrame(), theirs = named.renderedFrame()
                return theirs.offsetBy(dx: -mine.minX, dy: -mine.minY)
            }
            a = n.parent
        }
        return nil
    }
}
