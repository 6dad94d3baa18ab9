import Foundation

/// A direction on the horizontal axis (a column resize pointer says which ways a column can move).
@frozen public enum HorizontalDirection: Int8, CaseIterable, Hashable, Sendable {
    /// The leading direction.
    case leading
    /// The trailing direction.
    case trailing

    /// An efficient set of horizontal directions.
    @frozen public struct Set: OptionSet, Hashable, Sendable {
        /// The bit mask; bit n is the direction whose raw value is n.
        public let rawValue: Int8
        /// Creates a set from its bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set containing only the given direction.
        public init(_ direction: HorizontalDirection) { self.init(rawValue: 1 << direction.rawValue) }
        /// A set containing only the leading direction.
        public static let leading = Set(.leading)
        /// A set containing only the trailing direction.
        public static let trailing = Set(.trailing)
        /// A set containing the leading and trailing directions.
        public static let all: Set = [.leading, .trailing]
    }
}
