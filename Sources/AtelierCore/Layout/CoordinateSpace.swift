import Foundation

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }
}

extension CoordinateSpace: @unchecked Sendable {}

extension ViewNode {
    /// The frame of this node, as drawn, in a coordinate space (an unknown name gives the global frame).
    func frame(in space: CoordinateSpace) -> CGRect {
        let global = renderedFrame()
        switch space {
        case .global:
            return global
        case .local:
            return CGRect(origin: .zero, size: frame.size)
        case .named(let name):
            var a = parent
            while let node = a {
                if let named = node as? CoordinateSpaceNode, named.name == name {
                    let origin = named.renderedFrame().origin
                    return global.offsetBy(dx: -origin.x, dy: -origin.y)
                }
                if let scroll = node as? ScrollViewNode, name == AnyHashable(ScrollViewCoordinateSpaceName()) {
                    let origin = scroll.renderedFrame().origin
                    return global.offsetBy(dx: -origin.x, dy: -origin.y)
                }
                a = node.parent
            }
            Diagnostics.warn("no coordinate space named \(name) encloses the view; the global space is used",
                             key: "coordinate-space-\(name)")
            return global
        }
    }
}
