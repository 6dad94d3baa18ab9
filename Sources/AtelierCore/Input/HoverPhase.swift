import Foundation

/// The current hovering state and value of the pointer, as `onContinuousHover` reports it.
@frozen public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location moved to the given point, in the coordinate space the modifier names.
    case active(CGPoint)
    /// The pointer exited the view's bounds.
    case ended
}
