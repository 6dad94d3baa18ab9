import Foundation

/// A pair of animatable values, which is itself animatable: the way to animate several properties.
@frozen public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair from two values.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zeros.
    @inlinable public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    /// The component-wise sum.
    @inlinable public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Adds component-wise in place.
    @inlinable public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// The component-wise difference.
    @inlinable public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Subtracts component-wise in place.
    @inlinable public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Scales both components.
    @inlinable public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of the components' squared magnitudes.
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

    /// Pairs are equal when both components are.
    @inlinable public static func == (lhs: AnimatablePair, rhs: AnimatablePair) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
