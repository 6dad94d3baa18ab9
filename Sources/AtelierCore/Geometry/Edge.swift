import Foundation

/// One edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The edges, in SwiftUI's raw-value order (which fixes `Edge.Set`'s bits).
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bit mask; bit n is the edge whose raw value is n, as in SwiftUI.
        public let rawValue: Int8

        /// Creates a set from its bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Creates a set containing only the given edge.
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}
