import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A value the tests' controls bind to, of any type.
@MainActor private final class Box<V> {
    var value: V
    init(_ value: V) { self.value = value }
    var binding: Binding<V> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// The window the steppers fill; the centres of their minus and plus halves at the trailing edge.
private let size = CGSize(width: 320, height: 32)
private let minus = CGPoint(x: 320 - 94 + 23.5, y: 16)
private let plus = CGPoint(x: 320 - 23.5, y: 16)

/// Integer steppers at the ends of their types, NaN values, and other value controls over ranges at the ends
/// of Double: a defined result (clamped as SwiftUI clamps) and at most one warning, never a trap.
@preconcurrency @MainActor final class ValueControlOverflowTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Diagnostics.reset()
    }

    func testAnUnsignedStepperBelowItsStepStopsAtTheLowerBound() {
        let n = Box<UInt>(3)
        let host = TestHost(Stepper("Count", value: n.binding, in: 0...100, step: 5), size: size)
        host.tap(at: minus)
        XCTAssertEqual(n.value, 0, "3 - 5 clamps to the lower bound, as in SwiftUI")
        // At the bound the minus half is disabled; plus steps from 0.
        host.tap(at: minus)
        XCTAssertEqual(n.value, 0)
        host.tap(at: plus)
        XCTAssertEqual(n.value, 5)
    }

    func testAStepperNearIntMaxStopsAtTheUpperBound() {
        let n = Box(Int.max - 3)
        let host = TestHost(Stepper(value: n.binding, in: 0...Int.max, step: 10) { Text("Big") }, size: size)
        host.tap(at: plus)
        XCTAssertEqual(n.value, Int.max)
        host.tap(at: plus)
        XCTAssertEqual(n.value, Int.max, "the plus half is disabled at the bound")
        host.tap(at: minus)
        XCTAssertEqual(n.value, Int.max - 10)
    }

    func testUnboundedIntegerSteppersStopAtTheirTypesEnds() {
        let high = Box(Int.max - 1)
        let top = TestHost(Stepper("High", value: high.binding, step: 5), size: size)
        top.tap(at: plus)
        XCTAssertEqual(high.value, Int.max)
        top.tap(at: plus)
        XCTAssertEqual(high.value, Int.max)
        let low = Box(Int.min + 2)
        let bottom = TestHost(Stepper("Low", value: low.binding, step: 5), size: size)
        bottom.tap(at: minus)
        XCTAssertEqual(low.value, Int.min)
        // A step wider than the type itself (300 for an Int8) reaches the type's end.
        let small = Box<Int8>(0)
        let tiny = TestHost(Stepper("Tiny", value: small.binding, step: 300), size: size)
        tiny.tap(at: plus)
        XCTAssertEqual(small.value, Int8.max)
        let byte = Box<UInt8>(250)
        let bytes = TestHost(Stepper("Byte", value: byte.binding, in: 0...255, step: 10), size: size)
        bytes.tap(at: plus)
        XCTAssertEqual(byte.value, 255)
        XCTAssertTrue(Diagnostics.warnings.isEmpty, "\(Diagnostics.warnings)")
    }

    func testANaNStepperWarnsOnceAndStepsFromItsLowerBound() {
        let value = Box(Double.nan)
        let host = TestHost(Stepper("Level", value: value.binding, in: 2...10, step: 1), size: size)
        host.tap(at: plus)
        XCTAssertEqual(value.value, 3, "NaN reads as the lower bound (2), plus one")
        host.tap(at: plus)
        XCTAssertEqual(value.value, 4)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("Stepper's value is NaN") }.count, 1, "\(Diagnostics.warnings)")
        // At NaN the minus half is disabled, as at the lower bound it reads as.
        let other = Box(Double.nan)
        let second = TestHost(Stepper("Other", value: other.binding, in: 0...10, step: 1), size: size)
        second.tap(at: minus)
        XCTAssertTrue(other.value.isNaN, "the minus half is disabled: nothing is written")
        let unbounded = Box<Float>(.nan)
        let third = TestHost(Stepper("Free", value: unbounded.binding, step: 0.5), size: size)
        third.tap(at: plus)
        XCTAssertEqual(unbounded.value, 0.5, "without bounds NaN reads as 0")
    }

    func testSliderAndGaugeOverTheWholeDoubleRange() throws {
        let edge = Double.greatestFiniteMagnitude
        let value = Box(edge)
        let host = TestHost(Slider(value: value.binding, in: -edge...edge) { Text("Wide") }, size: CGSize(width: 320, height: 44))
        let slider = try XCTUnwrap(host.accessibilityElements.first { $0.label == "Wide" })
        XCTAssertEqual(slider.value, "100%", "at the upper bound of the widest range: all the way")
        // Dragging to the middle lands on 0, not on infinity or NaN.
        host.pointerDown(at: CGPoint(x: 300, y: 22))
        host.pointerMove(to: CGPoint(x: 160, y: 22))
        host.pointerUp()
        XCTAssertTrue(value.value.isFinite && abs(value.value) < edge / 10, "\(value.value)")
        let gauge = TestHost(Gauge(value: edge, in: -edge...edge) { Text("Wide gauge") }, size: CGSize(width: 320, height: 60))
        let element = try XCTUnwrap(gauge.accessibilityElements.first { $0.label == "Wide gauge" })
        XCTAssertEqual(element.value, "100%")
        XCTAssertTrue(Diagnostics.warnings.isEmpty, "\(Diagnostics.warnings)")
    }

    func testAWheelPickerTakesAnyNumberAnAssistiveTechnologySets() throws {
        let choice = Box("B")
        let host = TestHost(Picker("Letter", selection: choice.binding) {
            ForEach(["A", "B", "C"], id: \.self) { Text($0).tag($0) }
        }.pickerStyle(.wheel), size: CGSize(width: 320, height: 240))
        let wheel = try XCTUnwrap(host.accessibilityElements.first { $0.valueRange != nil }, "\(host.accessibilityElements)")
        XCTAssertTrue(host.setAccessibilityValue(1e300, on: wheel))
        host.advance(by: 0.5)
        XCTAssertEqual(choice.value, "C", "a value past the last row selects the last")
        let again = try XCTUnwrap(host.accessibilityElements.first { $0.valueRange != nil })
        XCTAssertTrue(host.setAccessibilityValue(-1e300, on: again))
        host.advance(by: 0.5)
        XCTAssertEqual(choice.value, "A")
    }
}
