import Foundation

/// A two-dimensional vector (Core Graphics' type, which Foundation on Linux does not have): a velocity, a direction.
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates the zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static var zero: CGVector { CGVector() }

    public var description: String { "(\(dx), \(dy))" }
}
