import Foundation

/// Specifies the direction of an arrow key movement: what `onMoveCommand` hears.
public enum MoveCommandDirection: Hashable, Sendable {
    /// Up.
    case up
    /// Down.
    case down
    /// Left.
    case left
    /// Right.
    case right

    /// The direction of an arrow key; nil for any other key.
    init?(_ key: KeyEquivalent) {
        switch key {
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .leftArrow: self = .left
        case .rightArrow: self = .right
        default: return nil
        }
    }
}
