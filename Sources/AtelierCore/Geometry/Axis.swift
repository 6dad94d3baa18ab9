import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The x and y axes, in SwiftUI's raw-value order.
    case horizontal, vertical

    /// The axis's name, "horizontal" or "vertical".
    public var description: String {
        switch self {
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        }
    }

    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bit mask; bit n is the axis whose raw value is n.
        public let rawValue: Int8

        /// Creates a set from its bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << Axis.horizontal.rawValue)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << Axis.vertical.rawValue)
    }
}
