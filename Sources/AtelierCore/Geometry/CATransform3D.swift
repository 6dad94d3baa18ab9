import Foundation

/// A 4x4 homogeneous transform with Core Animation's row-vector convention: [x y z 1] · M.
///
/// Translation lives in m41...m43 and perspective in m14...m34, so `m34 = -1/d` on a
/// matrix gives a vanishing point at distance `d` for whatever is applied before it.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1: the image of the x axis, plus its perspective weight m14.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: the image of the y axis, plus its perspective weight m24.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: the image of the z axis; m34 is the perspective term.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation, and the homogeneous weight m44.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// A transform with every entry zero, as Apple's imported C struct is; use `CATransform3DIdentity` for the identity.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 0)
    }

    // Row-major 16-element view, so products and inverses can loop instead of spelling out 64 terms.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3],
                  m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11],
                  m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                                 m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0,
                                                 m41: 0, m42: 0, m43: 0, m44: 1)

/// Returns whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Returns whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that translates by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Returns a transform that scales by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector (x, y, z); a zero vector gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0, len.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / len, y / len, z / len)
    let c = cos(angle), s = sin(angle), k = 1 - c
    // The transpose of the column-vector axis-angle matrix, so that the z axis case
    // equals CGAffineTransform(rotationAngle:).
    return CATransform3D(
        m11: c + x * x * k, m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
        m21: y * x * k - z * s, m22: c + y * y * k, m23: y * z * k + x * s, m24: 0,
        m31: z * x * k + y * s, m32: z * y * k - x * s, m33: c + z * z * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Returns `a · b`: the transform that applies `a` first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.entries, y = b.entries
    var r = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 {
        for j in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += x[i * 4 + k] * y[k * 4 + j] }
            r[i * 4 + j] = sum
        }
    }
    return CATransform3D(entries: r)
}

/// Returns `translate(tx, ty, tz) · t`: the translation happens before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Returns `scale(sx, sy, sz) · t`: the scale happens before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Returns `rotation(angle, x, y, z) · t`: the rotation happens before `t`, so a perspective already in `t` applies to it.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0, len.isFinite else { return t }
    return CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Returns the inverse of `t`, or `t` itself when it has no inverse.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan with partial pivoting: robust enough for perspective matrices with tiny m34.
    var m = t.entries
    var inv = CATransform3DIdentity.entries
    for col in 0..<4 {
        var pivot = col
        for row in (col + 1)..<4 where abs(m[row * 4 + col]) > abs(m[pivot * 4 + col]) { pivot = row }
        let p = m[pivot * 4 + col]
        guard p != 0, p.isFinite else { return t }
        if pivot != col {
            for k in 0..<4 {
                m.swapAt(col * 4 + k, pivot * 4 + k)
                inv.swapAt(col * 4 + k, pivot * 4 + k)
            }
        }
        for k in 0..<4 { m[col * 4 + k] /= p; inv[col * 4 + k] /= p }
        for row in 0..<4 where row != col {
            let f = m[row * 4 + col]
            if f == 0 { continue }
            for k in 0..<4 {
                m[row * 4 + k] -= f * m[col * 4 + k]
                inv[row * 4 + k] -= f * inv[col * 4 + k]
            }
        }
    }
    return CATransform3D(entries: inv)
}

/// Returns the 3D transform equivalent to the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0,
                  m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Returns whether `t` is exactly representable by an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine part of `t`; the result is meaningful only when `t` is affine.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
