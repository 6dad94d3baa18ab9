import Foundation

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set: one per edge, in the order of the edge's raw value.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set containing only the given edge.
        public init(_ e: VerticalEdge) { self.init(rawValue: 1 << e.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
