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

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The named coordinate space that is added by the system for the innermost scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewCoordinateSpaceName())) }
    /// The named coordinate space added by the system for the innermost scroll view on an axis.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewCoordinateSpaceName()))
    }
}

/// The name ScrollView gives its coordinate space.
struct ScrollViewCoordinateSpaceName: Hashable {}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// Names the coordinate space of its content, so that geometry inside can be measured relative to it.
public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { CoordinateSpaceNode(context: context) }
}

/// The node of `coordinateSpace`: a pass-through that holds the name.
@MainActor final class CoordinateSpaceNode: ModifierNode<_CoordinateSpaceModifier> {
    var name: AnyHashable { modifier.name }
}

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like
    /// points and sizes relative to the named space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Assigns a name to the view's coordinate space (iOS 17).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}

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
            var a = geometryParent
            while let node = a {
                if let named = node as? CoordinateSpaceNode, named.name == name {
                    let origin = named.renderedFrame().origin
                    return global.offsetBy(dx: -origin.x, dy: -origin.y)
                }
                if let scroll = node as? ScrollViewNode, name == AnyHashable(ScrollViewCoordinateSpaceName()) {
                    let origin = scroll.renderedFrame().origin
                    return global.offsetBy(dx: -origin.x, dy: -origin.y)
                }
                a = node.geometryParent
            }
            Diagnostics.warn("no coordinate space named \(name) encloses the view; the global space is used",
                             key: "coordinate-space-\(name)")
            return global
        }
    }
}
