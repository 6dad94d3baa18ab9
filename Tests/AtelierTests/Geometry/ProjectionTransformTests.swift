import XCTest
@testable @_spi(Backend) import AtelierCore

/// The 3x3 projection math the renderer draws perspective with.
@preconcurrency @MainActor final class ProjectionTransformTests: XCTestCase {
    /// A projection with every entry in use, perspective included.
    let perspective: ProjectionTransform = {
        var m = ProjectionTransform()
        m.m11 = 1.5; m.m12 = 0.2; m.m13 = 0.001
        m.m21 = -0.3; m.m22 = 0.9; m.m23 = 0.002
        m.m31 = 12; m.m32 = -4; m.m33 = 1.1
        return m
    }()

    func assertIdentity(_ m: ProjectionTransform, file: StaticString = #filePath, line: UInt = #line) {
        let entries = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]
        for (value, expected) in zip(entries, [1, 0, 0, 0, 1, 0, 0, 0, 1] as [CGFloat]) {
            XCTAssertEqual(value, expected, accuracy: 1e-12, "\(m)", file: file, line: line)
        }
    }

    func testInverseTimesOriginalIsIdentity() throws {
        var inverse = perspective
        XCTAssertTrue(inverse.invert())
        assertIdentity(inverse.concatenating(perspective))
        assertIdentity(perspective.concatenating(inverse))
        // A pure translation and scale (the renderer's device and pixel matrices) invert the same way.
        let affine = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -30, ty: 7))
        assertIdentity(affine.inverted().concatenating(affine))
    }

    func testTheDeterminantIsTheRowExpansionAndZeroWhenSingular() {
        let affine = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        XCTAssertEqual(affine.determinant, 6)
        // Laplace along any row or column gives the same value; check against the row expansion.
        let m = perspective
        let byRow = m.m11 * (m.m22 * m.m33 - m.m23 * m.m32) - m.m12 * (m.m21 * m.m33 - m.m23 * m.m31)
            + m.m13 * (m.m21 * m.m32 - m.m22 * m.m31)
        XCTAssertEqual(m.determinant, byRow, accuracy: 1e-12)
        var singular = ProjectionTransform()
        singular.m22 = 0; singular.m23 = 0; singular.m32 = 0
        XCTAssertEqual(singular.determinant, 0)
    }

    func testPerspectivePointFollowsRowVectorConvention() {
        var m = ProjectionTransform()
        m.m11 = 2; m.m12 = 0; m.m13 = 0.01
        m.m21 = 0; m.m22 = 3; m.m23 = 0.02
        m.m31 = 10; m.m32 = 20; m.m33 = 1
        // [5 10 1] · M = (5·2 + 10·0 + 10, 5·0 + 10·3 + 20, 5·0.01 + 10·0.02 + 1) = (20, 50, 1.25).
        let h = m.homogeneousImage(of: CGPoint(x: 5, y: 10))
        XCTAssertEqual(h.x, 20, accuracy: 1e-12)
        XCTAssertEqual(h.y, 50, accuracy: 1e-12)
        XCTAssertEqual(h.w, 1.25, accuracy: 1e-12)
        let p = CGPoint(x: 5, y: 10).applying(m)
        XCTAssertEqual(p.x, 16, accuracy: 1e-12)
        XCTAssertEqual(p.y, 40, accuracy: 1e-12)
    }

    func testPerspectiveFromM34BeforeRotation() {
        // m34 set before a rotation about y: the edge at x > 0 turns away from the viewer and shrinks.
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(t, .pi / 6, 0, 1, 0)
        let m = ProjectionTransform(t)
        XCTAssertFalse(m.isAffine)
        let h = m.homogeneousImage(of: CGPoint(x: 100, y: 40))
        XCTAssertEqual(h.x, 100 * cos(CGFloat.pi / 6), accuracy: 1e-9)
        XCTAssertEqual(h.y, 40, accuracy: 1e-9)
        XCTAssertEqual(h.w, 1 + 100 * sin(CGFloat.pi / 6) / 500, accuracy: 1e-12)
        // The mirror point turns towards the viewer: w below 1, so it grows.
        XCTAssertEqual(m.homogeneousImage(of: CGPoint(x: -100, y: 40)).w, 1 - 100 * sin(CGFloat.pi / 6) / 500, accuracy: 1e-12)
    }
}
