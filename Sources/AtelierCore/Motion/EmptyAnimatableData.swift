import Foundation

/// An empty type for animatable data: the `animatableData` of types with nothing to animate.
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates the (only) empty value.
    @inlinable public init() {}

    /// The zero value.
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// The sum of two empty values: empty.
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }

    /// Adds in place: nothing changes.
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// The difference of two empty values: empty.
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }

    /// Subtracts in place: nothing changes.
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Scales in place: nothing changes.
    @inlinable public mutating func scale(by rhs: Double) {}

    /// The dot product of this animatable data instance with itself: zero.
    @inlinable public var magnitudeSquared: Double { 0 }

    /// Empty values are all equal.
    @inlinable public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}
