import Foundation

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable, Codable {
    /// The angle in radians; degrees are derived so that the two never disagree.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }

    /// Creates an angle from a value in radians.
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle from a value in degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of zero.
    public static var zero: Angle { Angle() }

    /// Returns an angle of the given size in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// Returns an angle of the given size in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Orders angles by size, without normalising turns.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

// Sums and differences of angles are what animations and gesture code build on.
extension Angle: AdditiveArithmetic {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// Adds `rhs` to `lhs` in place.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }

    /// Subtracts `rhs` from `lhs` in place.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
}
