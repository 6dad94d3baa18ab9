import Foundation

/// A 3x3 projective transform with Apple's row-vector convention: [x y 1] · M, then divide by the third component.
public struct ProjectionTransform: Hashable, Sendable {
    /// Row 1: the image of the x axis, and its perspective weight m13.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Row 2: the image of the y axis, and its perspective weight m23.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Row 3: the translation, and the homogeneous weight m33.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity projection.
    public init() {}

    /// The projection equivalent to an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m13 = 0
        m21 = m.c; m22 = m.d; m23 = 0
        m31 = m.tx; m32 = m.ty; m33 = 1
    }

    /// The projection of a 3D transform onto the z = 0 plane.
    ///
    /// Input z is zero and output z is discarded, so the third row and column drop out.
    public init(_ m: CATransform3D) {
        m11 = m.m11; m12 = m.m12; m13 = m.m14
        m21 = m.m21; m22 = m.m22; m23 = m.m24
        m31 = m.m41; m32 = m.m42; m33 = m.m44
    }

    /// Whether this is the identity projection.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether every entry is finite (a NaN or infinite entry maps points nowhere).
    var hasOnlyFiniteEntries: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite
    }

    /// Whether this projection has no perspective component.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The projection that applies `self` first, then `rhs` (the matrix product self · rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// The determinant: zero for a singular projection; the backend also refuses near-zero ones.
    @_spi(Backend) public var determinant: CGFloat {
        // Along the first column: the order the renderer's perspective pixels were drawn with (one
        // rounding more or less here moves pixman's fixed-point resampling matrix).
        m11 * (m22 * m33 - m23 * m32) + m21 * (m13 * m32 - m12 * m33) + m31 * (m12 * m23 - m13 * m22)
    }

    /// Inverts the projection in place; returns false, leaving it unchanged, when it is singular.
    @discardableResult
    public mutating func invert() -> Bool {
        // Cofactors of the 3x3 matrix; the adjugate is their transpose.
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let c21 = m13 * m32 - m12 * m33, c22 = m11 * m33 - m13 * m31, c23 = m12 * m31 - m11 * m32
        let c31 = m12 * m23 - m13 * m22, c32 = m13 * m21 - m11 * m23, c33 = m11 * m22 - m12 * m21
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        m11 = c11 / det; m12 = c21 / det; m13 = c31 / det
        m21 = c12 / det; m22 = c22 / det; m23 = c32 / det
        m31 = c13 / det; m32 = c23 / det; m33 = c33 / det
        return true
    }

    /// The inverse projection, or `self` when it is singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }
}

extension ProjectionTransform {
    /// [x y 1] · M before the division by w: w tells whether the point lies in front of the
    /// viewer (w > 0), which the divided point no longer says.
    @_spi(Backend) public func homogeneousImage(of p: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }
}

extension CGPoint {
    /// The point mapped through a projection: [x y 1] · M, divided by the resulting w.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let (px, py, w) = m.homogeneousImage(of: self)
        // A point on the vanishing line has no finite image; undivided coordinates beat infinities downstream.
        guard w != 0 else { return CGPoint(x: px, y: py) }
        return CGPoint(x: px / w, y: py / w)
    }
}
