import Foundation

/// The set of colour spaces a drawing group can render in.
public enum ColorRenderingMode: Sendable, Hashable {
    /// The non-linear sRGB working space.
    case nonLinear
    /// The linear sRGB working space.
    case linear
    /// The extended linear sRGB working space.
    case extendedLinear
}
