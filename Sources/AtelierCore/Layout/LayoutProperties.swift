import Foundation

/// Properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The axis of a stack-like layout, or nil.
    public var stackOrientation: Axis?
    /// Properties with no stack orientation.
    public init() {}
}
