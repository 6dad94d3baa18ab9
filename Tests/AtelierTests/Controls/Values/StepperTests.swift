import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// What the stepper tests record.
@MainActor private final class StepperLog {
    var value: Int
    var editing: [Bool] = []
    var actions: [String] = []
    init(_ value: Int) { self.value = value }
    var binding: Binding<Int> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A stepper over its own state, showing the value in its label.
private struct StepperHolder: View {
    @State var value = 5
    var body: some View {
        Stepper("Count \(value)", value: $value, in: 0...10)
    }
}

/// The window the steppers fill.
private let size = CGSize(width: 320, height: 32)
/// The centres of the minus and plus halves of a stepper at the trailing edge of a 320-point row.
private let minus = CGPoint(x: 320 - 94 + 23.5, y: 16)
private let plus = CGPoint(x: 320 - 23.5, y: 16)

@preconcurrency @MainActor final class StepperTests: XCTestCase {
    func testLooksLikeIOS() {
        let host = TestHost(StepperHolder(), size: size)
        XCTAssertEqual(host.frame(ofText: "Count 5")?.minX ?? -1, 0, accuracy: 0.5, "the label leads")
        // The 94 x 32 bar in tertiarySystemFill (118,118,128 at 0.12 over white: 239,239,240), rounded by 8.
        let fill = RGBA(r: 239, g: 239, b: 240, a: 255)
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 320 - 94 + 4, y: 16)), fill, 2), "\(host.color(at: CGPoint(x: 230, y: 16)))")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 320 - 94 - 2, y: 16)), Palette.white, 1), "the bar is 94 wide")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 320 - 94 + 0.5, y: 0.5)), Palette.white, 10), "its corners are rounded")
        // Black symbols in the middle of each half, the separator between them.
        XCTAssertTrue(nearRGBA(host.color(at: minus), Palette.black, 40), "\(host.color(at: minus))")
        XCTAssertTrue(nearRGBA(host.color(at: plus), Palette.black, 40))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: plus.x, y: 11)), Palette.black, 40), "the plus has a vertical bar")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: minus.x, y: 11)), fill, 2), "the minus has none")
        let separator = host.color(at: CGPoint(x: 320 - 47 + 0.5, y: 16))
        XCTAssertLessThan(Int(separator.r), 225, "a separator between the halves: \(separator)")
    }

    func testTapsStepWithinTheBoundsAndGreyTheHalfAtABound() {
        let host = TestHost(StepperHolder(), size: size)
        host.tap(at: plus)
        XCTAssertEqual(host.texts.first, "Count 6")
        host.tap(at: minus)
        host.tap(at: minus)
        XCTAssertEqual(host.texts.first, "Count 4")
        for _ in 0..<12 { host.tap(at: plus) }
        XCTAssertEqual(host.texts.first, "Count 10", "clamped to the upper bound")
        // The plus half is disabled at the bound: its symbol greyed, the minus one still black.
        let greyed = host.color(at: plus)
        XCTAssertGreaterThan(Int(greyed.r), 120, "\(greyed)")
        XCTAssertTrue(nearRGBA(host.color(at: minus), Palette.black, 40))
    }

    func testStepAndEditingCallbacks() {
        let log = StepperLog(0)
        let host = TestHost(Stepper("Step", value: log.binding, in: 0...20, step: 5,
                                    onEditingChanged: { log.editing.append($0) }), size: size)
        host.pointerDown(at: plus)
        XCTAssertEqual(log.value, 5, "a press acts at once")
        XCTAssertEqual(log.editing, [true])
        host.pointerUp()
        XCTAssertEqual(log.editing, [true, false])
        // A step past the bound stops at the bound.
        let near = StepperLog(18)
        let other = TestHost(Stepper("Near", value: near.binding, in: 0...20, step: 5), size: size)
        other.tap(at: plus)
        XCTAssertEqual(near.value, 20)
    }

    func testHoldingRepeatsAfterHalfASecond() {
        let log = StepperLog(0)
        let host = TestHost(Stepper("Hold", value: log.binding, in: 0...100), size: size)
        host.pointerDown(at: plus)
        XCTAssertEqual(log.value, 1)
        host.advance(by: 0.45)
        XCTAssertEqual(log.value, 1, "no repeat before the delay")
        host.advance(by: 0.1)
        XCTAssertEqual(log.value, 2, "the first repeat at 0.5 s")
        host.advance(by: 0.5)
        XCTAssertEqual(log.value, 7, "then one every 0.1 s")
        host.pointerUp()
        host.advance(by: 1)
        XCTAssertEqual(log.value, 7, "released, it stops")
        XCTAssertFalse(host.wantsFrames, "and keeps no timer")
    }

    func testIncrementAndDecrementClosures() {
        let log = StepperLog(0)
        let host = TestHost(Stepper("Actions", onIncrement: { log.actions.append("+") },
                                    onDecrement: nil), size: size)
        host.tap(at: plus)
        host.tap(at: minus)
        XCTAssertEqual(log.actions, ["+"], "a nil decrement disables the minus half")
        let greyed = host.color(at: minus)
        XCTAssertGreaterThan(Int(greyed.r), 120, "\(greyed)")
    }

    func testArrowKeysWhenFocused() {
        let log = StepperLog(3)
        let host = TestHost(Stepper(value: log.binding, in: 0...5, label: { Text("Keys") }), size: size)
        XCTAssertTrue(host.keyDown(.tab))
        XCTAssertTrue(host.keyDown(.upArrow))
        XCTAssertEqual(log.value, 4)
        XCTAssertTrue(host.keyDown(.downArrow))
        XCTAssertTrue(host.keyDown(.downArrow))
        XCTAssertEqual(log.value, 2)
    }

    func testFormatAndFloatingPointValues() {
        var stored = 1.5
        let binding = Binding<Double>(get: { stored }, set: { stored = $0 })
        let host = TestHost(Stepper("Weight", value: binding, in: 0...3, step: 0.5,
                                    format: FloatingPointFormatStyle<Double>.number), size: size)
        host.tap(at: plus)
        XCTAssertEqual(stored, 2)
        XCTAssertEqual(host.texts, ["Weight"], "iOS draws the label only")
    }

    func testBadStepDisablesBothHalvesWithAWarning() {
        Diagnostics.reset()
        let log = StepperLog(3)
        let host = TestHost(Stepper("Bad", value: log.binding, step: 0), size: size)
        host.tap(at: plus)
        host.tap(at: minus)
        XCTAssertEqual(log.value, 3)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("Stepper's step") }.count, 1, "\(Diagnostics.warnings)")
    }
}
