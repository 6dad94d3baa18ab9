import XCTest
@testable import AtelierCore

private func assertTransform(_ t: CATransform3D, _ u: CATransform3D, accuracy: CGFloat = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
    for (a, b) in zip(t.entries, u.entries) {
        XCTAssertEqual(a, b, accuracy: accuracy, "\(t) vs \(u)", file: file, line: line)
    }
}

@preconcurrency @MainActor final class GeometryTests: XCTestCase {
    // MARK: CGAffineTransform

    func testAffineBasicTransformsMapPoints() {
        let p = CGPoint(x: 3, y: 4)
        assertPoint(p.applying(CGAffineTransform(translationX: 10, y: -2)), 13, 2)
        assertPoint(p.applying(CGAffineTransform(scaleX: 2, y: 3)), 6, 12)
        // A quarter turn takes +x to +y: clockwise on a y-down screen.
        assertPoint(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), 0, 1)
        assertPoint(CGPoint(x: 0, y: 1).applying(CGAffineTransform(rotationAngle: .pi / 2)), -1, 0)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertTrue(CGAffineTransform().isIdentity)
        XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    func testConcatenatingAppliesTheFirstTransformFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 1)
        // t1.concatenating(t2) applies t1 first.
        assertPoint(p.applying(translate.concatenating(scale)), 22, 2)
        assertPoint(p.applying(scale.concatenating(translate)), 12, 2)
        // translatedBy / scaledBy / rotated(by:) prepend, like CGAffineTransformTranslate.
        assertPoint(p.applying(scale.translatedBy(x: 10, y: 0)), 22, 2)
        assertPoint(p.applying(translate.scaledBy(x: 2, y: 2)), 12, 2)
        assertPoint(CGPoint(x: 1, y: 0).applying(translate.rotated(by: .pi / 2)), 10, 1)
        let manual = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        assertPoint(CGPoint(x: 1, y: 1).applying(manual), 1 + 3 + 5, 2 + 4 + 6)
    }

    func testAffineInversionRoundTrip() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -3).translatedBy(x: 5, y: 11)
        let inv = t.inverted()
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 12.5, y: -3), CGPoint(x: -100, y: 40)] {
            let back = p.applying(t).applying(inv)
            assertPoint(back, p.x, p.y, accuracy: 1e-9)
        }
        let product = t.concatenating(inv)
        XCTAssertEqual(product.a, 1, accuracy: 1e-12)
        XCTAssertEqual(product.b, 0, accuracy: 1e-12)
        XCTAssertEqual(product.tx, 0, accuracy: 1e-12)
        XCTAssertEqual(product.ty, 0, accuracy: 1e-12)
        // Singular transforms come back unchanged, as in Core Graphics.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testAffineSizeAndRect() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 3)
        XCTAssertEqual(CGSize(width: 10, height: 20).applying(t), CGSize(width: 20, height: 60))
        XCTAssertEqual(CGRect(x: 1, y: 2, width: 10, height: 20).applying(t),
                       CGRect(x: 102, y: 106, width: 20, height: 60))
        // A 45° turn of a 10x10 square is bounded by a square of side 10√2 centred where the square's centre went.
        let r = CGRect(x: -5, y: -5, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        XCTAssertEqual(r.minX, -5 * 2.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(r.width, 10 * 2.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(r.midY, 0, accuracy: 1e-9)
        // A flip keeps the rect standardized.
        let flipped = CGRect(x: 0, y: 0, width: 10, height: 5).applying(CGAffineTransform(scaleX: -1, y: 1))
        XCTAssertEqual(flipped, CGRect(x: -10, y: 0, width: 10, height: 5))
        XCTAssertTrue(CGRect.null.applying(t).isNull)
    }

    // MARK: CATransform3D

    func testCATransform3DBuilders() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3D()), "init() zero-fills, as Apple's C struct does")
        let tr = CATransform3DMakeTranslation(1, 2, 3)
        XCTAssertEqual([tr.m41, tr.m42, tr.m43, tr.m44], [1, 2, 3, 1])
        let sc = CATransform3DMakeScale(2, 3, 4)
        XCTAssertEqual([sc.m11, sc.m22, sc.m33], [2, 3, 4])
        // Rotation about z matches CGAffineTransform(rotationAngle:).
        let rz = CATransform3DMakeRotation(0.3, 0, 0, 5)
        let affine = CATransform3DGetAffineTransform(rz)
        let expected = CGAffineTransform(rotationAngle: 0.3)
        XCTAssertEqual(affine.a, expected.a, accuracy: 1e-12)
        XCTAssertEqual(affine.b, expected.b, accuracy: 1e-12)
        XCTAssertEqual(affine.c, expected.c, accuracy: 1e-12)
        XCTAssertEqual(affine.d, expected.d, accuracy: 1e-12)
        XCTAssertTrue(CATransform3DIsAffine(rz))
        // A quarter turn about y takes +x to -z (row vector [1 0 0 1] · M).
        let ry = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        XCTAssertEqual(ry.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(ry.m13, -1, accuracy: 1e-12)
        XCTAssertEqual(ry.m31, 1, accuracy: 1e-12)
        XCTAssertFalse(CATransform3DIsAffine(ry))
        // A zero axis gives the identity.
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    func testCATransform3DChainingAppliesTheNewStepFirst() {
        // Translate(t, ...) = translation · t: translate by 10, then scale by 2 → m41 = 20.
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        XCTAssertEqual(t.m41, 20)
        XCTAssertEqual(t.m11, 2)
        assertTransform(t, CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1)))
        // Scale(t, ...) = scale · t: scaling happens before the translation, which stays 10.
        let s = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        XCTAssertEqual(s.m41, 10)
        XCTAssertEqual(s.m11, 2)
        // Rotate(t, ...) = rotation · t.
        let base = CATransform3DMakeTranslation(5, 6, 7)
        assertTransform(CATransform3DRotate(base, 0.4, 1, 2, 3),
                        CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 2, 3), base))
        // Perspective set before a rotation survives it: m34 stays in the last step.
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        let rotated = CATransform3DRotate(p, .pi / 4, 0, 1, 0)
        XCTAssertEqual(rotated.m34, -1.0 / 500 * cos(.pi / 4), accuracy: 1e-15)
        XCTAssertEqual(rotated.m14, 1.0 / 500 * sin(.pi / 4), accuracy: 1e-15)
    }

    func testCATransform3DInvertAndAffineConversion() {
        var t = CATransform3DMakeRotation(0.8, 1, 1, 0)
        t.m34 = -1.0 / 300
        t = CATransform3DTranslate(t, -20, -30, 5)
        t = CATransform3DScale(t, 2, 0.5, 1)
        let inv = CATransform3DInvert(t)
        assertTransform(CATransform3DConcat(t, inv), CATransform3DIdentity, accuracy: 1e-9)
        assertTransform(CATransform3DConcat(inv, t), CATransform3DIdentity, accuracy: 1e-9)
        // No inverse: the original comes back.
        let flat = CATransform3DMakeScale(1, 0, 1)
        XCTAssertTrue(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))

        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let lifted = CATransform3DMakeAffineTransform(affine)
        XCTAssertTrue(CATransform3DIsAffine(lifted))
        XCTAssertEqual(CATransform3DGetAffineTransform(lifted), affine)
        var perspective = lifted
        perspective.m34 = -0.01
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertFalse(CATransform3DEqualToTransform(perspective, lifted))
    }

    // MARK: ProjectionTransform

    func testProjectionFromAffineAnd3D() {
        let affine = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20)
        let p = ProjectionTransform(affine)
        XCTAssertTrue(p.isAffine)
        XCTAssertFalse(p.isIdentity)
        XCTAssertTrue(ProjectionTransform().isIdentity)
        assertPoint(CGPoint(x: 1, y: 1).applying(p), 12, 23)

        var m = CATransform3DMakeTranslation(7, 8, 9)
        m.m14 = 0.1; m.m24 = 0.2; m.m44 = 2
        let q = ProjectionTransform(m)
        XCTAssertEqual([q.m11, q.m12, q.m13], [1, 0, 0.1])
        XCTAssertEqual([q.m21, q.m22, q.m23], [0, 1, 0.2])
        XCTAssertEqual([q.m31, q.m32, q.m33], [7, 8, 2])
        XCTAssertFalse(q.isAffine)
        // [1 1 1] · M = (8, 9, 2.3) → (8/2.3, 9/2.3).
        assertPoint(CGPoint(x: 1, y: 1).applying(q), 8 / 2.3, 9 / 2.3, accuracy: 1e-12)
    }

    func testProjectionConcatenationAndInversion() {
        let a = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
        let b = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        // Self first, then rhs.
        assertPoint(CGPoint(x: 1, y: 1).applying(a.concatenating(b)), 22, 2)

        var m = ProjectionTransform()
        m.m11 = 1.5; m.m12 = 0.2; m.m13 = 0.001
        m.m21 = -0.3; m.m22 = 0.9; m.m23 = 0.002
        m.m31 = 12; m.m32 = -4; m.m33 = 1
        let inv = m.inverted()
        for p in [CGPoint(x: 3, y: 4), CGPoint(x: -50, y: 20), CGPoint(x: 100, y: 100)] {
            assertPoint(p.applying(m).applying(inv), p.x, p.y, accuracy: 1e-9)
        }
        var copy = m
        XCTAssertTrue(copy.invert())
        XCTAssertEqual(copy, inv)

        var singular = ProjectionTransform()
        singular.m22 = 0; singular.m23 = 0; singular.m32 = 0
        let before = singular
        XCTAssertFalse(singular.invert())
        XCTAssertEqual(singular, before)
        XCTAssertEqual(before.inverted(), before)
        XCTAssertEqual(Set([m, m, inv]).count, 2)
    }

    func testFlipEffectProducesPerspective() {
        let size = CGSize(width: 50, height: 60)
        // At 0° the effect is the identity on the view's rect.
        let flat = seedFlipProjection(size: size, angleRadians: 0)
        assertPoint(CGPoint(x: 50, y: 60).applying(flat), 50, 60, accuracy: 1e-9)
        assertPoint(CGPoint(x: 0, y: 0).applying(flat), 0, 0, accuracy: 1e-9)

        let m = seedFlipProjection(size: size, angleRadians: .pi / 4)
        XCTAssertFalse(m.isAffine)
        let tl = CGPoint(x: 0, y: 0).applying(m)
        let bl = CGPoint(x: 0, y: 60).applying(m)
        let tr = CGPoint(x: 50, y: 0).applying(m)
        let br = CGPoint(x: 50, y: 60).applying(m)
        // Hand-computed: the left edge swings towards the viewer (w = 1 - 25·sin45°/60).
        let wNear = 1 - 25 * sin(CGFloat.pi / 4) / 60
        let wFar = 1 + 25 * sin(CGFloat.pi / 4) / 60
        assertPoint(tl, 25 - 25 * cos(.pi / 4) / wNear, 30 - 30 / wNear, accuracy: 1e-9)
        assertPoint(br, 25 + 25 * cos(.pi / 4) / wFar, 30 + 30 / wFar, accuracy: 1e-9)
        let nearHeight = bl.y - tl.y, farHeight = br.y - tr.y
        XCTAssertEqual(nearHeight, 85.06, accuracy: 0.01)
        XCTAssertEqual(farHeight, 46.35, accuracy: 0.01)
        XCTAssertGreaterThan(nearHeight, farHeight)
        // A trapezoid: vertical sides, symmetric about the horizontal centre line, narrower than the view.
        XCTAssertEqual(tl.x, bl.x, accuracy: 1e-9)
        XCTAssertEqual(tr.x, br.x, accuracy: 1e-9)
        XCTAssertEqual(tl.y + bl.y, 60, accuracy: 1e-9)
        XCTAssertEqual(tr.y + br.y, 60, accuracy: 1e-9)
        XCTAssertLessThan(tr.x - tl.x, 50)
    }

    // MARK: Small value types

    func testAnglesConvertCompareAndAddInDegreesAndRadians() {
        XCTAssertEqual(Angle(degrees: 180).radians, .pi, accuracy: 1e-12)
        XCTAssertEqual(Angle.radians(.pi / 2).degrees, 90, accuracy: 1e-12)
        XCTAssertEqual(Angle.degrees(30), Angle(degrees: 30))
        XCTAssertEqual(Angle.zero, Angle())
        XCTAssertLessThan(Angle.degrees(10), Angle.degrees(20))
        XCTAssertEqual((Angle.degrees(30) + .degrees(60)).degrees, 90, accuracy: 1e-12)
        XCTAssertEqual((Angle.degrees(30) - .degrees(60)).degrees, -30, accuracy: 1e-12)
        var a = Angle.degrees(10)
        a.degrees = 45
        XCTAssertEqual(a.radians, .pi / 4, accuracy: 1e-12)
        a += .radians(.pi / 4)
        XCTAssertEqual(a.degrees, 90, accuracy: 1e-12)
        XCTAssertEqual(Set([Angle.degrees(1), .degrees(1), .degrees(2)]).count, 2)
    }

    func testUnitPointEdgeAxisInsets() {
        XCTAssertEqual(UnitPoint.center, UnitPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(UnitPoint.bottomTrailing, UnitPoint(x: 1, y: 1))
        XCTAssertEqual(UnitPoint.topLeading, .zero)
        XCTAssertEqual(UnitPoint.leading, UnitPoint(x: 0, y: 0.5))
        XCTAssertEqual(UnitPoint.top, UnitPoint(x: 0.5, y: 0))
        XCTAssertEqual(UnitPoint(), .zero)

        XCTAssertEqual(Edge.allCases, [.top, .leading, .bottom, .trailing])
        XCTAssertEqual(Edge.Set(.leading), .leading)
        XCTAssertEqual(Edge.Set.horizontal, [.leading, .trailing])
        XCTAssertEqual(Edge.Set.vertical, [.top, .bottom])
        XCTAssertEqual(Edge.Set.all, Edge.Set.horizontal.union(.vertical))
        XCTAssertTrue(Edge.Set.all.contains(.bottom))
        XCTAssertFalse(Edge.Set.horizontal.contains(.top))

        XCTAssertEqual(Axis.allCases, [.horizontal, .vertical])
        XCTAssertEqual(Axis.Set([.horizontal, .vertical]).rawValue, 3)
        XCTAssertEqual(Axis.vertical.description, "vertical")

        XCTAssertEqual(EdgeInsets(), EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        XCTAssertNotEqual(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), EdgeInsets())
        XCTAssertNotEqual(RoundedCornerStyle.circular, .continuous)
    }

    func testAnOutwardRectContainsTheRectItWasMadeFrom() {
        // A node's hit extent is kept in single precision: rounding to nearest could cut a sliver off a target.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let scale = [1.0, 1_000.0, 1e7, 1e12].randomElement(using: &generator)!
            let rect = CGRect(x: .random(in: -scale...scale, using: &generator), y: .random(in: -scale...scale, using: &generator),
                              width: .random(in: 0...scale, using: &generator), height: .random(in: 0...scale, using: &generator))
            let kept = OutwardRect(rect).rect
            XCTAssertTrue(kept.minX <= rect.minX && kept.minY <= rect.minY && kept.maxX >= rect.maxX && kept.maxY >= rect.maxY,
                          "\(kept) contains \(rect)")
            XCTAssertEqual(kept.width, rect.width, accuracy: max(1e-3, rect.width * 1e-6) + abs(rect.minX) * 1e-6)
        }
        let exact = CGRect(x: 10, y: 20, width: 30.5, height: 40.25)
        XCTAssertEqual(OutwardRect(exact).rect, exact, "a rect exact in single precision comes back as it was")
        XCTAssertTrue(OutwardRect(.null).rect.isNull)
        XCTAssertTrue(OutwardRect(.infinite).rect.isInfinite)
        XCTAssertTrue(OutwardRect(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).rect.isInfinite, "a NaN edge bounds nothing")
        XCTAssertTrue(OutwardRect(CGRect(x: 0, y: 0, width: 1e300, height: 10)).rect.isInfinite, "past single precision: infinite")
        XCTAssertEqual(OutwardRect.zero.rect, .zero)
    }
}
