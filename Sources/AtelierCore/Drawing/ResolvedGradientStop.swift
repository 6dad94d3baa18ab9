import Foundation

/// A gradient stop, resolved.
@_spi(Backend) public struct ResolvedGradientStop: Equatable, Sendable {
    /// The stop's colour, already resolved against the environment.
    public var color: RGBAColor
    /// Where the stop sits along the gradient, from 0 (start) to 1 (end).
    public var location: CGFloat
    /// Creates a stop of `color` at `location` (0 to 1).
    public init(color: RGBAColor, location: CGFloat) { self.color = color; self.location = location }
}
