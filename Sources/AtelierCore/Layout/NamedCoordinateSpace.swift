import Foundation

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// Resolves to the space of the nearest enclosing view given this name.
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
