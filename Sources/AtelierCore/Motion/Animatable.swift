import Foundation

/// A type whose appearance can be interpolated: SwiftUI reads `animatableData` and writes intermediate values back.
public protocol Animatable {
    /// The type of the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate: reads give the empty value and writes do nothing.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector is its own animatable data.
    public var animatableData: Self {
        @inlinable get { self }
        @inlinable set { self = newValue }
    }
}
