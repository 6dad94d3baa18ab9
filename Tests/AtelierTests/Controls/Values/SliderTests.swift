import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// What the slider tests record: the bound value as written, and the editing callbacks in order.
@MainActor private final class SliderLog {
    var value: Double
    var editing: [Bool] = []
    init(_ value: Double) { self.value = value }
    var binding: Binding<Double> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A slider over its own state, filling a 300 x 28 window.
private struct SliderHolder: View {
    @State var value: Double
    var body: some View {
        Slider(value: $value)
    }
}

/// The iOS track colour after the thumb, systemFill (120,120,128 at 0.2) over white.
private let trackGrey = RGBA(r: 228, g: 228, b: 230, a: 255)

/// The window the sliders fill.
private let size = CGSize(width: 300, height: 28)
/// Where the thumb's centre sits for a fraction: 14 points in from either end of a 300-point slider.
private func thumbX(_ fraction: Double) -> CGFloat { 14 + 272 * fraction }

@preconcurrency @MainActor final class SliderTests: XCTestCase {
    func testLooksLikeIOS() {
        let host = TestHost(SliderHolder(value: 0.5), size: size)
        // The white thumb in the middle, the tint before it and the grey track after it, 4 points thick.
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: thumbX(0.5), y: 14)), Palette.white, 3))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 60, y: 14)), Palette.blue, 3), "\(host.color(at: CGPoint(x: 60, y: 14)))")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 250, y: 14)), trackGrey, 3), "\(host.color(at: CGPoint(x: 250, y: 14)))")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 60, y: 11.5)), Palette.white, 3), "the track is 4 points thick")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 60, y: 12.5)), Palette.blue, 3))
    }

    func testTintColoursTheFilledPart() {
        let host = TestHost(Slider(value: .constant(0.5)).tint(.red), size: size)
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 60, y: 14)), Palette.red, 3))
    }

    func testDraggingTheThumbFollowsThePointerAndReportsEditing() {
        let log = SliderLog(0.5)
        let host = TestHost(Slider(value: log.binding, onEditingChanged: { log.editing.append($0) }), size: size)
        // Grabbed 4 points right of its centre, the thumb keeps that offset under the pointer.
        host.pointerDown(at: CGPoint(x: thumbX(0.5) + 4, y: 14))
        XCTAssertEqual(log.editing, [true])
        host.pointerMove(to: CGPoint(x: thumbX(0.5) + 4 + 68, y: 20))
        XCTAssertEqual(log.value, 0.75, accuracy: 1e-9)
        host.pointerMove(to: CGPoint(x: 500, y: 14))
        XCTAssertEqual(log.value, 1, "clamped to the upper bound")
        host.pointerMove(to: CGPoint(x: -80, y: 14))
        XCTAssertEqual(log.value, 0, "clamped to the lower bound")
        host.pointerUp()
        XCTAssertEqual(log.editing, [true, false])
    }

    func testPressingTheTrackJumpsThere() {
        let host = TestHost(SliderHolder(value: 0), size: size)
        host.tap(at: CGPoint(x: thumbX(0.25), y: 14))
        // The thumb moved: white where it now is, blue before it.
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: thumbX(0.25), y: 14)), Palette.white, 3))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: thumbX(0.25) - 20, y: 14)), Palette.blue, 3))
        let log = SliderLog(0)
        let logged = TestHost(Slider(value: log.binding, in: 0...200), size: size)
        logged.tap(at: CGPoint(x: thumbX(0.25), y: 14))
        XCTAssertEqual(log.value, 50, accuracy: 1e-9)
    }

    func testStepSnapsTheValue() {
        let log = SliderLog(0)
        let host = TestHost(Slider(value: log.binding, in: 0...10, step: 2.5), size: size)
        host.tap(at: CGPoint(x: thumbX(0.33), y: 14))
        XCTAssertEqual(log.value, 2.5)
        host.tap(at: CGPoint(x: thumbX(0.99), y: 14))
        XCTAssertEqual(log.value, 10)
        // A step that does not divide the range: the highest step below the upper bound is the largest value.
        let odd = SliderLog(0)
        let oddHost = TestHost(Slider(value: odd.binding, in: 0...10, step: 3), size: size)
        oddHost.tap(at: CGPoint(x: thumbX(1), y: 14))
        XCTAssertEqual(odd.value, 9)
    }

    func testFloatValuesAndStrideableBounds() {
        var stored: Float = 1
        let binding = Binding<Float>(get: { stored }, set: { stored = $0 })
        let host = TestHost(Slider(value: binding, in: 1...5, step: 1), size: size)
        host.tap(at: CGPoint(x: thumbX(0.5), y: 14))
        XCTAssertEqual(stored, 3)
    }

    func testArrowKeysMoveByTheStepWhenFocused() {
        let log = SliderLog(4)
        let host = TestHost(Slider(value: log.binding, in: 0...10, step: 2), size: size)
        XCTAssertFalse(host.keyDown(.rightArrow), "without focus the arrows do nothing")
        XCTAssertTrue(host.keyDown(.tab))
        XCTAssertNotNil(host.keyboardFocusFrame)
        XCTAssertTrue(host.keyDown(.rightArrow))
        XCTAssertEqual(log.value, 6)
        XCTAssertTrue(host.keyDown(.upArrow))
        XCTAssertEqual(log.value, 8)
        XCTAssertTrue(host.keyDown(.leftArrow))
        XCTAssertTrue(host.keyDown(.downArrow))
        XCTAssertEqual(log.value, 4)
        // A continuous slider moves by a tenth of its range.
        let continuous = SliderLog(0.5)
        let other = TestHost(Slider(value: continuous.binding), size: size)
        other.keyDown(.tab)
        other.keyDown(.rightArrow)
        XCTAssertEqual(continuous.value, 0.6, accuracy: 1e-9)
    }

    func testValueLabelsFlankTheTrack() {
        let host = TestHost(Slider(value: .constant(0), in: 0...10, label: { Text("Volume") },
                                   minimumValueLabel: { Text("0") }, maximumValueLabel: { Text("10") }),
                            size: size)
        let minimum = try! XCTUnwrap(host.frame(ofText: "0"))
        let maximum = try! XCTUnwrap(host.frame(ofText: "10"))
        XCTAssertEqual(minimum.minX, 0, accuracy: 0.5)
        XCTAssertEqual(maximum.maxX, 300, accuracy: 0.5)
        XCTAssertFalse(host.texts.contains("Volume"), "iOS does not draw a slider's label")
        // The thumb at the lower bound starts 8 points after the minimum label.
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: minimum.maxX + 8 + 14, y: 14)), Palette.white, 3))
    }

    func testDisabledSliderIgnoresDrags() {
        let log = SliderLog(0.5)
        let host = TestHost(Slider(value: log.binding).disabled(true), size: size)
        host.tap(at: CGPoint(x: 30, y: 14))
        XCTAssertEqual(log.value, 0.5)
        XCTAssertFalse(nearRGBA(host.color(at: CGPoint(x: 60, y: 14)), Palette.blue, 20), "a disabled slider is not tinted")
    }

    func testBadInputHasADefinedResultAndOneWarning() {
        Diagnostics.reset()
        let nan = SliderLog(.nan)
        let host = TestHost(Slider(value: nan.binding), size: size)
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: thumbX(0), y: 14)), Palette.white, 3), "NaN shows at the lower bound")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("NaN") }.count, 1, "\(Diagnostics.warnings)")
        host.tap(at: CGPoint(x: thumbX(0.5), y: 14))
        XCTAssertEqual(nan.value, 0.5, accuracy: 1e-9)

        let zeroStep = SliderLog(0)
        let stepped = TestHost(Slider(value: zeroStep.binding, in: 0...1, step: 0), size: size)
        stepped.tap(at: CGPoint(x: thumbX(0.3), y: 14))
        XCTAssertEqual(zeroStep.value, 0.3, accuracy: 1e-9, "a step of 0 slides continuously")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("step") }.count, 1, "\(Diagnostics.warnings)")

        let single = SliderLog(3)
        let point = TestHost(Slider(value: single.binding, in: 3...3), size: size)
        point.tap(at: CGPoint(x: 200, y: 14))
        XCTAssertEqual(single.value, 3, "a range of one value keeps it")
    }
}
