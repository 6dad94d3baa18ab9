import Foundation

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global space; use `.global` in code.
    public init() {}
    /// Resolves to `.global`: positions relative to the window's top-left corner.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
