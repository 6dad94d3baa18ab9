import Foundation

/// A direction on the vertical axis (a row resize pointer says which ways a row can move).
@frozen public enum VerticalDirection: Int8, CaseIterable, Hashable, Sendable {
    /// The upward direction.
    case up
    /// The downward direction.
    case down

    /// An efficient set of vertical directions.
    @frozen public struct Set: OptionSet, Hashable, Sendable {
        /// The bit mask; bit n is the direction whose raw value is n.
        public let rawValue: Int8
        /// Creates a set from its bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set containing only the given direction.
        public init(_ direction: VerticalDirection) { self.init(rawValue: 1 << direction.rawValue) }
        /// A set containing only the upward direction.
        public static let up = Set(.up)
        /// A set containing only the downward direction.
        public static let down = Set(.down)
        /// A set containing the upward and downward directions.
        public static let all: Set = [.up, .down]
    }
}
