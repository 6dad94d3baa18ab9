import Foundation

/// How a rounded rectangle's corners meet its straight edges.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners, whose curvature jumps where they meet the edges.
    case circular
    /// Apple's "squircle" corners, whose curvature ramps up from the edges.
    case continuous
}
