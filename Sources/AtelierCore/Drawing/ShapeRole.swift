import Foundation

/// Ways of styling a shape, used by styles that treat shapes differently by purpose.
public enum ShapeRole: Sendable, Hashable {
    /// The shape is drawn by filling it.
    case fill
    /// The shape is drawn by stroking its outline.
    case stroke
    /// The shape is a separator between other views.
    case separator
}
