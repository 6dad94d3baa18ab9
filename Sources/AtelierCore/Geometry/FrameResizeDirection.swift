import Foundation

/// The direction in which a rectangular frame can be resized.
@frozen public enum FrameResizeDirection: Int8, CaseIterable, Hashable, Sendable {
    /// The frame can be resized inwards to be smaller.
    case inward
    /// The frame can be resized outwards to be larger.
    case outward

    /// An efficient set of frame resize directions.
    @frozen public struct Set: OptionSet, Hashable, Sendable {
        /// The bit mask; bit n is the direction whose raw value is n.
        public let rawValue: Int8
        /// Creates a set from its bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set containing only the given direction.
        public init(_ direction: FrameResizeDirection) { self.init(rawValue: 1 << direction.rawValue) }
        /// A set containing only the inward direction.
        public static let inward = Set(.inward)
        /// A set containing only the outward direction.
        public static let outward = Set(.outward)
        /// A set containing the inward and outward directions.
        public static let all: Set = [.inward, .outward]
    }
}
