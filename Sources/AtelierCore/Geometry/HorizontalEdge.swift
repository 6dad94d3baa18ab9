import Foundation

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// An efficient set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set: one per edge, in the order of the edge's raw value.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set containing only the given edge.
        public init(_ e: HorizontalEdge) { self.init(rawValue: 1 << e.rawValue) }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
