import XCTest
import Foundation
@testable @_spi(Backend) import AtelierCore

/// A type with nothing to animate: its animatableData comes from the default.
private struct Plain: Animatable {}

/// The damped spring's displacement in amplitude-phase form (written independently of the engine's
/// a/b coefficients): x(t) for x(0) = x0, x'(0) = v0, period `response`, damping fraction `zeta`.
private func closedFormDisplacement(response: Double, zeta: Double, x0: Double, v0: Double, t: Double) -> Double {
    let w = 2 * Double.pi / response
    if zeta == 1 {
        return (x0 + (v0 + w * x0) * t) * exp(-w * t)
    }
    if zeta < 1 {
        let wd = w * (1 - zeta * zeta).squareRoot()
        let c = x0, s = (v0 + zeta * w * x0) / wd
        let amplitude = (c * c + s * s).squareRoot()
        let phase = atan2(s, c)
        return amplitude * exp(-zeta * w * t) * cos(wd * t - phase)
    }
    let q = (zeta * zeta - 1).squareRoot()
    let r1 = -w * (zeta - q), r2 = -w * (zeta + q)
    let c2 = (r1 * x0 - v0) / (r1 - r2)
    let c1 = x0 - c2
    return c1 * exp(r1 * t) + c2 * exp(r2 * t)
}

/// Animation curves, springs and AnimatedValue, checked against closed-form answers.
@preconcurrency @MainActor final class AnimationMathTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Diagnostics.reset()
    }

    private let instants = [0.05, 0.1, 0.2, 0.4, 0.8]

    /// Runs 0 → 100 with `animation` and returns the value at each instant.
    private func values(_ animation: Animation, at times: [Double]) -> [Double] {
        let value = AnimatedValue(0.0)
        value.set(100, animation: animation, at: 0)
        return times.map { value.value(at: $0) }
    }

    // MARK: Springs

    func testSpringsMatchTheDampedOscillator() {
        for zeta in [0.825, 1.0, 0.3, 1.6] {
            let got = values(.spring(response: 0.5, dampingFraction: zeta), at: instants)
            for (t, value) in zip(instants, got) {
                let expected = 100 + closedFormDisplacement(response: 0.5, zeta: zeta, x0: -100, v0: 0, t: t)
                XCTAssertEqual(value, expected, accuracy: 1, "ζ \(zeta) at \(t) s")
            }
        }
    }

    func testSpringValuesAgainstPrecomputedTable() {
        // 100 + x(t) for x0 = −100, response 0.5 s, computed separately.
        let table: [Double: [Double]] = [
            0.825: [13.9417, 39.3608, 79.9649, 100.826, 100.0001],
            1.0: [13.1311, 35.774, 71.5416, 96.0457, 99.9524],
            0.3: [16.9231, 54.97, 124.5929, 105.1106, 105.0868],
        ]
        for (zeta, expected) in table {
            // The curve itself (AnimatedValue snaps to the target once the spring counts as settled).
            let animation = Animation.spring(response: 0.5, dampingFraction: zeta)
            for i in instants.indices {
                let s = animation.sample(at: instants[i])
                XCTAssertEqual(100 + s.a * -100, expected[i], accuracy: 1e-3, "ζ \(zeta) at \(instants[i]) s")
            }
        }
    }

    func testSpringVelocityIsTheDerivativeOfItsValue() {
        for zeta in [0.3, 1.0, 1.6] {
            let value = AnimatedValue(0.0)
            value.set(100, animation: .spring(response: 0.5, dampingFraction: zeta), at: 0)
            for t in [0.05, 0.2, 0.4] {
                let h = 1e-6
                let numeric = (value.value(at: t + h) - value.value(at: t - h)) / (2 * h)
                XCTAssertEqual(value.velocity(at: t), numeric, accuracy: 1e-3, "ζ \(zeta) at \(t) s")
            }
        }
    }

    func testSpringSettlesAtTheTarget() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .default, at: 0)
        XCTAssertTrue(value.isAnimating(at: 0.5))
        XCTAssertFalse(value.isAnimating(at: 3))
        XCTAssertEqual(value.value(at: 3), 100)
        XCTAssertEqual(value.velocity(at: 3), 0)
    }

    func testInterruptedSpringKeepsItsVelocity() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .spring(response: 0.5, dampingFraction: 0.825), at: 0)
        let before = value.velocity(at: 0.1)
        let positionBefore = value.value(at: 0.1)
        value.set(-50, animation: .spring(response: 0.5, dampingFraction: 0.825), at: 0.1)
        XCTAssertGreaterThan(abs(before), 100)
        XCTAssertEqual(value.velocity(at: 0.1), before, accuracy: 1e-6)
        XCTAssertEqual(value.value(at: 0.1), positionBefore, accuracy: 1e-9)
        // It keeps moving up for a moment, against the new target, then comes back and settles.
        XCTAssertGreaterThan(value.value(at: 0.11), positionBefore)
        XCTAssertFalse(value.isAnimating(at: 5))
        XCTAssertEqual(value.value(at: 5), -50)
    }

    func testInterpolatingSpringMapsPhysicalParameters() {
        // k = 100, m = 1 → ω0 = 10 → response 2π/10; c = 10 → ζ = 10 / (2·10) = 0.5.
        let a = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10)
        guard case .spring(let response, let zeta, _) = a.curve else { return XCTFail("not a spring") }
        XCTAssertEqual(response, 2 * .pi / 10, accuracy: 1e-12)
        XCTAssertEqual(zeta, 0.5, accuracy: 1e-12)
        // An initial velocity (fraction of the travel per second) starts the value moving at once.
        let fast = AnimatedValue(0.0)
        fast.set(100, animation: .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2), at: 0)
        XCTAssertEqual(fast.velocity(at: 0), 200, accuracy: 1e-9)
        let expected = 100 + closedFormDisplacement(response: 2 * .pi / 10, zeta: 0.5, x0: -100, v0: 200, t: 0.2)
        XCTAssertEqual(fast.value(at: 0.2), expected, accuracy: 1e-6)
    }

    func testSpringDefaultsAndDurationBounceMapping() {
        XCTAssertEqual(Animation.default, .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
        XCTAssertEqual(Animation.spring, .spring(response: 0.5, dampingFraction: 0.825))
        XCTAssertEqual(Animation.spring(duration: 0.4, bounce: 0.3), .spring(response: 0.4, dampingFraction: 0.7))
        XCTAssertEqual(Animation.spring(duration: 0.4, bounce: -0.5), .spring(response: 0.4, dampingFraction: 2))
        XCTAssertEqual(Animation.smooth, .spring(response: 0.5, dampingFraction: 1))
        XCTAssertEqual(Animation.snappy, .spring(response: 0.5, dampingFraction: 0.85))
        XCTAssertEqual(Animation.bouncy, .spring(response: 0.5, dampingFraction: 0.7))
        XCTAssertEqual(Animation.bouncy(duration: 0.3, extraBounce: 0.1), .spring(response: 0.3, dampingFraction: 0.6))
        XCTAssertEqual(Animation.interactiveSpring, .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    }

    // MARK: Timing curves

    func testLinearIsHalfWayAtHalfTime() {
        XCTAssertEqual(values(.linear(duration: 1), at: [0.5])[0], 50, accuracy: 1e-9)
        XCTAssertEqual(values(.linear, at: [0.175])[0], 50, accuracy: 1e-9)
    }

    func testEaseInOutIsSymmetric() {
        let v = values(.easeInOut(duration: 1), at: [0.25, 0.5, 0.75])
        XCTAssertEqual(v[0] + v[2], 100, accuracy: 1e-6)
        XCTAssertEqual(v[1], 50, accuracy: 1e-6)
        XCTAssertLessThan(v[0], 25)
    }

    func testEaseCurvesMatchTheirBezier() {
        // easeIn (0.42, 0, 1, 1) at the curve parameter s = 0.5: x = 3·0.25·0.5·0.42 + 3·0.5·0.25 + 0.125, y = 0.5.
        let x = 3 * 0.25 * 0.5 * 0.42 + 3 * 0.5 * 0.25 + 0.125
        XCTAssertEqual(values(.easeIn(duration: 1), at: [x])[0], 50, accuracy: 1e-6)
        // A timing curve ends exactly at its duration.
        let value = AnimatedValue(0.0)
        value.set(100, animation: .easeOut(duration: 0.35), at: 0)
        XCTAssertTrue(value.isAnimating(at: 0.349))
        XCTAssertFalse(value.isAnimating(at: 0.35))
        XCTAssertEqual(value.value(at: 0.35), 100)
    }

    func testATimingCurvesVelocityIsItsSlopeAndARetargetStartsAtRest() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 2), at: 0)
        XCTAssertEqual(value.velocity(at: 1), 50, accuracy: 1e-6)
        // A timing curve retargeted in flight starts from the presented value, at rest.
        value.set(0, animation: .easeInOut(duration: 1), at: 1)
        XCTAssertEqual(value.value(at: 1), 50, accuracy: 1e-9)
        XCTAssertEqual(value.velocity(at: 1), 0, accuracy: 1e-6)
        XCTAssertEqual(value.value(at: 1.5), 25, accuracy: 1e-6)
    }

    // MARK: Delay, speed, repetition

    func testADelayHoldsTheStartValueAndShiftsTheCurveLater() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 1).delay(0.5), at: 0)
        XCTAssertEqual(value.value(at: 0.25), 0)
        XCTAssertTrue(value.isAnimating(at: 0.25))
        XCTAssertEqual(value.value(at: 1), 50, accuracy: 1e-9)
        XCTAssertFalse(value.isAnimating(at: 1.5))
    }

    func testSpeedRunsTheCurveItsDelayAndASpringFaster() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 1).speed(2), at: 0)
        XCTAssertEqual(value.value(at: 0.25), 50, accuracy: 1e-9)
        XCTAssertEqual(value.velocity(at: 0.25), 200, accuracy: 1e-6)
        XCTAssertFalse(value.isAnimating(at: 0.5))
        // Speed applied after a delay speeds the delay up too.
        let delayed = AnimatedValue(0.0)
        delayed.set(100, animation: .linear(duration: 1).delay(1).speed(2), at: 0)
        XCTAssertEqual(delayed.value(at: 0.75), 50, accuracy: 1e-9)
        // A spring at double speed is the spring at twice the time.
        let slow = AnimatedValue(0.0), quick = AnimatedValue(0.0)
        slow.set(100, animation: .spring(), at: 0)
        quick.set(100, animation: .spring().speed(2), at: 0)
        XCTAssertEqual(quick.value(at: 0.1), slow.value(at: 0.2), accuracy: 1e-9)
        XCTAssertEqual(quick.velocity(at: 0.1), 2 * slow.velocity(at: 0.2), accuracy: 1e-6)
    }

    func testRepeatCountWithAutoreverse() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 1).repeatCount(2, autoreverses: true), at: 0)
        XCTAssertEqual(value.value(at: 0.5), 50, accuracy: 1e-9)
        XCTAssertEqual(value.value(at: 1.25), 75, accuracy: 1e-9)
        XCTAssertEqual(value.value(at: 1.5), 50, accuracy: 1e-9)
        XCTAssertTrue(value.isAnimating(at: 1.99))
        XCTAssertFalse(value.isAnimating(at: 2))
        XCTAssertEqual(value.value(at: 2), 100)
    }

    func testRepeatCountWithoutAutoreverseRestarts() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 1).repeatCount(3, autoreverses: false), at: 0)
        XCTAssertEqual(value.value(at: 1.25), 25, accuracy: 1e-9)
        XCTAssertEqual(value.value(at: 2.5), 50, accuracy: 1e-9)
        XCTAssertTrue(value.isAnimating(at: 2.9))
        XCTAssertFalse(value.isAnimating(at: 3))
    }

    func testRepeatForeverNeverFinishes() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 1).repeatForever(), at: 0)
        XCTAssertTrue(value.isAnimating(at: 1_000.5))
        XCTAssertEqual(value.value(at: 1_000.5), 50, accuracy: 1e-6)
        XCTAssertEqual(value.value(at: 1_001.25), 75, accuracy: 1e-6)
        let spring = AnimatedValue(0.0)
        spring.set(100, animation: .spring().repeatForever(autoreverses: false), at: 0)
        XCTAssertTrue(spring.isAnimating(at: 500))
        let period = Animation.spring().repeatPeriod
        XCTAssertGreaterThan(period, 0.3)
        XCTAssertEqual(spring.value(at: period + 0.1), values(.spring(), at: [0.1])[0], accuracy: 1e-6)
    }

    // MARK: Bad input

    func testZeroDurationJumps() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 0), at: 0)
        XCTAssertEqual(value.value(at: 0), 100)
        XCTAssertFalse(value.isAnimating(at: 0))
        XCTAssertTrue(Animation.easeIn(duration: 0).isFinished(at: 0))
        XCTAssertTrue(Diagnostics.warnings.isEmpty)
    }

    func testNegativeOrNaNDurationJumpsWithOneWarning() {
        let negative = Animation.linear(duration: -1)
        let nan = Animation.easeInOut(duration: .nan)
        XCTAssertEqual(Diagnostics.warnings.count, 1, "\(Diagnostics.warnings)")
        for animation in [negative, nan] {
            let value = AnimatedValue(0.0)
            value.set(100, animation: animation, at: 0)
            XCTAssertEqual(value.value(at: 0), 100)
            XCTAssertFalse(value.isAnimating(at: 0))
        }
    }

    func testBadSpringResponseJumpsWithOneWarning() {
        let negative = Animation.spring(response: -0.3, dampingFraction: 0.8)
        let nan = Animation.spring(response: .nan)
        XCTAssertEqual(Diagnostics.warnings.count, 1, "\(Diagnostics.warnings)")
        for animation in [negative, nan] {
            let value = AnimatedValue(0.0)
            value.set(100, animation: animation, at: 0)
            XCTAssertEqual(value.value(at: 0), 100)
            XCTAssertFalse(value.isAnimating(at: 0))
        }
        // Apple documents a zero response as an infinitely stiff spring: it jumps without a warning.
        Diagnostics.reset()
        let stiff = AnimatedValue(0.0)
        stiff.set(100, animation: .spring(response: 0), at: 0)
        XCTAssertEqual(stiff.value(at: 0), 100)
        XCTAssertTrue(Diagnostics.warnings.isEmpty)
    }

    func testOtherBadParametersAreIgnoredWithAWarning() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 1).speed(0).delay(.nan), at: 0)
        XCTAssertEqual(value.value(at: 0.5), 50, accuracy: 1e-9)
        XCTAssertEqual(Diagnostics.warnings.count, 2, "\(Diagnostics.warnings)")
        let damped = Animation.spring(response: 0.5, dampingFraction: -1)
        XCTAssertEqual(damped, .spring(response: 0.5, dampingFraction: 1))
        let curve = AnimatedValue(0.0)
        curve.set(100, animation: .timingCurve(.nan, 0, 1, 1, duration: 1), at: 0)
        XCTAssertEqual(curve.value(at: 0.5), 50, accuracy: 1e-9)
        XCTAssertEqual(Diagnostics.warnings.count, 4, "\(Diagnostics.warnings)")
    }

    func testNilAnimationJumps() {
        let value = AnimatedValue(0.0)
        value.set(100, animation: .default, at: 0)
        value.set(30, animation: nil, at: 0.1)
        XCTAssertEqual(value.value(at: 0.1), 30)
        XCTAssertFalse(value.isAnimating(at: 0.1))
    }

    // MARK: Vector arithmetic and animatable data

    func testAnimatablePairsAddScaleAndInterpolateComponentwise() {
        typealias P = AnimatablePair<Double, AnimatablePair<CGFloat, Float>>
        let a = P(1, AnimatablePair(2, 3))
        let b = P(10, AnimatablePair(20, 30))
        XCTAssertEqual(a + b, P(11, AnimatablePair(22, 33)))
        XCTAssertEqual(b - a, P(9, AnimatablePair(18, 27)))
        XCTAssertEqual(a.scaled(by: 2), P(2, AnimatablePair(4, 6)))
        XCTAssertEqual(a.magnitudeSquared, 1 + 4 + 9)
        XCTAssertEqual(P.zero, P(0, AnimatablePair(0, 0)))
        var c = a
        c += b
        c -= a
        XCTAssertEqual(c, b)
        XCTAssertEqual(a.interpolated(towards: b, amount: 0.5), P(5.5, AnimatablePair(11, 16.5)))
        XCTAssertEqual(a.first, 1)
        XCTAssertEqual(a.second.second, 3)
    }

    func testAnimatableDataRoundTrips() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let data = rect.animatableData
        XCTAssertEqual(data.first.first, 1)
        XCTAssertEqual(data.second.second, 4)
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        XCTAssertEqual(rect, CGRect(x: 5, y: 6, width: 7, height: 8))
        XCTAssertEqual(CGRect(animatableData: data), CGRect(x: 1, y: 2, width: 3, height: 4))

        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(insets.animatableData.second.second.first, 3)
        insets.animatableData = insets.animatableData.scaled(by: 2)
        XCTAssertEqual(insets, EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))

        var angle = Angle.degrees(90)
        XCTAssertEqual(angle.animatableData, .pi / 2, accuracy: 1e-12)
        angle.animatableData = .pi
        XCTAssertEqual(angle.degrees, 180, accuracy: 1e-9)

        var point = UnitPoint.center
        point.animatableData = AnimatablePair(0.25, 0.75)
        XCTAssertEqual(point, UnitPoint(x: 0.25, y: 0.75))

        var number = 2.5
        number.animatableData = 4
        XCTAssertEqual(number, 4)
        XCTAssertEqual(Plain().animatableData, EmptyAnimatableData())
    }

    func testAnimatedRectMovesAlongTheCurve() {
        let from = CGRect(x: 0, y: 0, width: 10, height: 10)
        let to = CGRect(x: 100, y: 50, width: 30, height: 10)
        let value = AnimatedValue(from.animatableData)
        value.set(to.animatableData, animation: .linear(duration: 1), at: 0)
        XCTAssertEqual(CGRect(animatableData: value.value(at: 0.5)), CGRect(x: 50, y: 25, width: 20, height: 10))
        XCTAssertEqual(CGRect(animatableData: value.value(at: 1)), to)
    }
}
