import Foundation

/// How a path is filled: its winding rule and antialiasing.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides what is inside (otherwise non-zero winding).
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// Creates a fill style; SwiftUI's defaults are non-zero winding, antialiased.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}
