import Foundation

/// A vector of numbers of any length: the animatable data of values with many components (a matrix, the
/// colours of a gradient). Vectors of different lengths combine as if the shorter were padded with zeros.
public struct _AnimatableComponents: VectorArithmetic, Sendable {
    /// The components.
    public var values: [Double]

    /// Creates a vector from its components.
    public init(_ values: [Double]) { self.values = values }

    /// The empty vector.
    public static var zero: _AnimatableComponents { _AnimatableComponents([]) }

    private static func combine(_ a: [Double], _ b: [Double], _ op: (Double, Double) -> Double) -> [Double] {
        let n = max(a.count, b.count)
        var r = [Double](repeating: 0, count: n)
        for i in 0..<n { r[i] = op(i < a.count ? a[i] : 0, i < b.count ? b[i] : 0) }
        return r
    }

    /// Adds component by component, padding the shorter vector with zeros.
    public static func + (lhs: _AnimatableComponents, rhs: _AnimatableComponents) -> _AnimatableComponents {
        _AnimatableComponents(combine(lhs.values, rhs.values, +))
    }
    /// Adds `rhs` in place, padding the shorter vector with zeros.
    public static func += (lhs: inout _AnimatableComponents, rhs: _AnimatableComponents) { lhs = lhs + rhs }
    /// Subtracts component by component, padding the shorter vector with zeros.
    public static func - (lhs: _AnimatableComponents, rhs: _AnimatableComponents) -> _AnimatableComponents {
        _AnimatableComponents(combine(lhs.values, rhs.values, -))
    }
    /// Subtracts `rhs` in place, padding the shorter vector with zeros.
    public static func -= (lhs: inout _AnimatableComponents, rhs: _AnimatableComponents) { lhs = lhs - rhs }

    /// Scales every component.
    public mutating func scale(by rhs: Double) {
        for i in values.indices { values[i] *= rhs }
    }

    /// The sum of the squared components.
    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    /// Equal when the components are, trailing zeros ignored (so that `.zero` equals any zero vector).
    public static func == (lhs: _AnimatableComponents, rhs: _AnimatableComponents) -> Bool {
        let n = max(lhs.values.count, rhs.values.count)
        for i in 0..<n where (i < lhs.values.count ? lhs.values[i] : 0) != (i < rhs.values.count ? rhs.values[i] : 0) {
            return false
        }
        return true
    }
}
