import XCTest
import Observation
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// Callbacks record what fired, in order.
@MainActor private enum Log {
    static var entries: [String] = []
    static var drags: [DragGesture.Value] = []
    static var sequence: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
    static func reset() { entries = []; drags = []; sequence = [] }
}


/// A 100x100 square in a 200x200 host sits at (50, 50); its centre is (100, 100).
private let centre = CGPoint(x: 100, y: 100)
private let hostSize = CGSize(width: 200, height: 200)

/// A square that is blue while its long press is held (like the seed's MyPrimitiveButtonStyle).
private struct PressProbe: View {
    @GestureState private var pressed = false
    var body: some View {
        let press = LongPressGesture(minimumDuration: 1.0, maximumDistance: 0)
            .updating($pressed) { value, state, _ in state = value }
            .onEnded { _ in Log.entries.append("long") }
        return (pressed ? Color.blue : Color.red)
            .frame(width: 100, height: 100)
            .gesture(press)
    }
}

/// Seed 001's CancellableButtonStyle shape: a drag (for the pressed state) with a simultaneous tap.
private struct DragWithTap: View {
    @GestureState private var pressing = false
    var body: some View {
        let drag = DragGesture(minimumDistance: 0)
            .updating($pressing) { _, pressing, _ in if !pressing { pressing = true } }
        return (pressing ? Color.blue : Color.red)
            .frame(width: 100, height: 100)
            .gesture(drag)
            .simultaneousGesture(TapGesture().onEnded { Log.entries.append("tap") })
    }
}

/// A view that removes itself when tapped.
private struct SelfRemoving: View {
    @State private var shown = true
    var body: some View {
        if shown {
            Color.red.frame(width: 100, height: 100)
                .onTapGesture { shown = false; Log.entries.append("removed") }
        } else {
            Text("gone")
        }
    }
}

/// A view that removes itself from a drag's onChanged, while the drag goes on.
private struct SelfRemovingDrag: View {
    @State private var shown = true
    var body: some View {
        if shown {
            Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { _ in shown = false; Log.entries.append("changed") }
                    .onEnded { _ in Log.entries.append("ended") })
        } else {
            Text("gone")
        }
    }
}

@Observable private final class Model {
    var text = "before"
    @ObservationIgnored var queued = false
}

/// Queues main-queue work from inside its body, once.
private struct QueuesWork: View {
    let model: Model
    let useTask: Bool
    var body: some View {
        let _ = enqueue()
        Text(model.text)
    }
    private func enqueue() {
        guard !model.queued else { return }
        model.queued = true
        let model = self.model
        if useTask {
            Task { @MainActor in model.text = "after" }
        } else {
            DispatchQueue.main.async { model.text = "after" }
        }
    }
}

/// A child square with a tap inside a parent; the parent's gesture is attached with `attach`.
@MainActor private func nested<V: View>(_ attach: (AnyView) -> V) -> some View {
    attach(AnyView(ZStack {
        Color.blue
        Color.red.frame(width: 50, height: 50).onTapGesture { Log.entries.append("child") }
    }.frame(width: 150, height: 150)))
}

/// A custom gesture made of a primitive one through its body (Value inferred from the body).
private struct DoubleTap: Gesture {
    var body: some Gesture { TapGesture(count: 2) }
}

/// A square that follows the drag by an offset applied before its gesture: the canonical draggable view.
private struct OffsetFollower: View {
    @State private var offset = CGSize.zero
    var body: some View {
        Color.red.frame(width: 40, height: 40)
            .offset(offset)
            .gesture(DragGesture().onChanged { offset = $0.translation; Log.drags.append($0) })
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@preconcurrency @MainActor final class GestureTests: XCTestCase {
    override func setUp() async throws {
        Log.reset()
    }

    func testLongPressFiresAtItsMinimumDurationWhileHeld() {
        let host = TestHost(PressProbe(), size: hostSize)
        host.pointerDown(at: centre)
        host.advance(by: 0.99)
        XCTAssertEqual(Log.entries, [], "not yet at 0.99 s")
        host.advance(by: 0.02)
        XCTAssertEqual(Log.entries, ["long"], "fires at 1.0 s without waiting for release")
        host.pointerUp()
        XCTAssertEqual(Log.entries, ["long"])
    }

    func testShortPressDoesNotFireLongPress() {
        let host = TestHost(PressProbe(), size: hostSize)
        host.pointerDown(at: centre)
        host.advance(by: 0.3)
        host.pointerUp()
        host.advance(by: 1.5)
        XCTAssertEqual(Log.entries, [])
    }

    func testLongPressFailsWhenMovedBeyondMaximumDistance() {
        let host = TestHost(PressProbe(), size: hostSize)
        host.pointerDown(at: centre)
        host.pointerMove(to: CGPoint(x: 101, y: 100))
        host.advance(by: 1.5)
        XCTAssertEqual(Log.entries, [], "maximumDistance 0: any move fails the press")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 60, y: 60)), Palette.red, 6), "the gesture state resets on failure")
    }

    func testGestureStateIsSetWhileHeldAndResetAfterRelease() {
        let host = TestHost(PressProbe(), size: hostSize)
        let probe = CGPoint(x: 60, y: 60)
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.red, 6), "idle: \(host.color(at: probe))")
        host.pointerDown(at: centre)
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.blue, 6), "pressed at touch-down: \(host.color(at: probe))")
        host.advance(by: 0.5)
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.blue, 6), "still pressed: \(host.color(at: probe))")
        host.pointerUp()
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.red, 6), "reset after release: \(host.color(at: probe))")
        // Held to completion: the state resets when the gesture ends.
        host.pointerDown(at: centre)
        host.advance(by: 1.1)
        XCTAssertEqual(Log.entries, ["long"])
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.red, 6), "reset when the press ends: \(host.color(at: probe))")
        host.pointerUp()
    }

    func testDragWithSimultaneousTap() {
        let host = TestHost(DragWithTap(), size: hostSize)
        let probe = CGPoint(x: 60, y: 60)
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, ["tap"], "a press and release inside fires the tap")
        host.pointerDown(at: centre)
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.blue, 6), "the drag's state is set at touch-down")
        host.advance(by: 0.2)
        host.pointerMove(to: CGPoint(x: 250, y: 220))
        host.advance(by: 0.2)
        host.pointerUp()
        host.advance(by: 0.2)
        XCTAssertEqual(Log.entries, ["tap"], "dragging 150 points out cancels the tap")
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.red, 6), "the drag's state resets on release")
    }

    func testADragReportsItsLocalLocationsTranslationAndVelocityPastTenPoints() {
        let view = Color.red.frame(width: 100, height: 100)
            .gesture(DragGesture()
                .onChanged { Log.drags.append($0) }
                .onEnded { Log.drags.append($0); Log.entries.append("ended") })
        let host = TestHost(view, size: hostSize)
        host.pointerDown(at: CGPoint(x: 60, y: 60))
        host.pointerMove(to: CGPoint(x: 65, y: 60))
        XCTAssertTrue(Log.drags.isEmpty, "within the default minimum distance of 10 nothing changes")
        host.advance(by: 0.1)
        host.pointerMove(to: CGPoint(x: 90, y: 70))
        XCTAssertEqual(Log.drags.count, 1)
        let v = Log.drags[0]
        XCTAssertEqual(v.startLocation, CGPoint(x: 10, y: 10), "local coordinates of the view")
        XCTAssertEqual(v.location, CGPoint(x: 40, y: 20))
        XCTAssertEqual(v.translation, CGSize(width: 30, height: 10))
        XCTAssertGreaterThan(v.velocity.width, 0)
        XCTAssertGreaterThan(v.predictedEndTranslation.width, v.translation.width)
        host.pointerUp()
        XCTAssertEqual(Log.entries, ["ended"])
        XCTAssertEqual(Log.drags.last?.translation, CGSize(width: 30, height: 10))
    }

    func testDragInGlobalCoordinates() {
        let view = Color.red.frame(width: 100, height: 100)
            .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { Log.drags.append($0) })
        let host = TestHost(view, size: hostSize)
        host.pointerDown(at: CGPoint(x: 60, y: 70))
        XCTAssertEqual(Log.drags.first?.startLocation, CGPoint(x: 60, y: 70))
        host.pointerUp()
    }

    func testOnLongPressGesturePressingReportsTouchDownAndRelease() {
        let view = Color.red.frame(width: 100, height: 100)
            .onLongPressGesture(minimumDuration: 2.5, maximumDistance: .infinity, pressing: { pressing in
                Log.entries.append("pressing \(pressing)")
            }, perform: { Log.entries.append("perform") })
        let host = TestHost(view, size: hostSize)
        host.pointerDown(at: centre)
        XCTAssertEqual(Log.entries, ["pressing true"])
        host.advance(by: 0.1)
        host.pointerMove(to: CGPoint(x: 180, y: 190))
        XCTAssertEqual(Log.entries, ["pressing true"], "an infinite maximum distance never fails")
        host.pointerUp()
        XCTAssertEqual(Log.entries, ["pressing true", "pressing false"])
    }

    func testOnLongPressGesturePerformsAfterDuration() {
        let view = Color.red.frame(width: 100, height: 100)
            .onLongPressGesture(minimumDuration: 0.5, perform: { Log.entries.append("perform") },
                                onPressingChanged: { Log.entries.append("pressing \($0)") })
        let host = TestHost(view, size: hostSize)
        host.pointerDown(at: centre)
        host.advance(by: 0.6)
        host.pointerUp()
        XCTAssertEqual(Log.entries, ["pressing true", "pressing false", "perform"])
    }

    func testChildGestureBeatsParent() {
        let host = TestHost(nested { $0.onTapGesture { Log.entries.append("parent") } }, size: hostSize)
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, ["child"])
        host.tap(at: CGPoint(x: 40, y: 40))
        XCTAssertEqual(Log.entries, ["child", "parent"], "outside the child the parent's tap fires")
    }

    func testHighPriorityParentBeatsChild() {
        let host = TestHost(nested { $0.highPriorityGesture(TapGesture().onEnded { Log.entries.append("parent") }) },
                            size: hostSize)
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, ["parent"])
    }

    func testSimultaneousParentRunsWithChild() {
        let host = TestHost(nested { $0.simultaneousGesture(TapGesture().onEnded { Log.entries.append("parent") }) },
                            size: hostSize)
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, ["child", "parent"])
    }

    func testLowerPriorityWaitsForHigherToFail() {
        // The parent's drag may begin only once the child's tap has failed (moved beyond its tolerance).
        let host = TestHost(nested { $0.gesture(DragGesture(minimumDistance: 0).onChanged { _ in Log.entries.append("drag") }) },
                            size: hostSize)
        host.pointerDown(at: centre)
        XCTAssertEqual(Log.entries, [], "the tap is still possible")
        host.pointerMove(to: CGPoint(x: 140, y: 100))
        XCTAssertEqual(Log.entries.first, "drag", "the tap failed; the drag takes over")
        host.pointerUp()
        XCTAssertFalse(Log.entries.contains("child"))
    }

    func testGestureMaskSubviewsDisablesTheAddedGesture() {
        let host = TestHost(nested { $0.highPriorityGesture(TapGesture().onEnded { Log.entries.append("parent") }, including: .subviews) },
                            size: hostSize)
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, ["child"])
    }

    func testSequencedLongPressThenDrag() {
        let gesture = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture(minimumDistance: 0))
        let view = Color.red.frame(width: 100, height: 100)
            .gesture(gesture
                .onChanged { Log.sequence.append($0) }
                .onEnded { Log.sequence.append($0); Log.entries.append("ended") })
        let host = TestHost(view, size: hostSize)
        host.pointerDown(at: centre)
        XCTAssertEqual(Log.sequence.last, .first(true))
        host.advance(by: 0.6)
        guard case .second(true, let drag?) = Log.sequence.last else {
            return XCTFail("after the press the drag starts: \(Log.sequence)")
        }
        XCTAssertEqual(drag.translation, .zero)
        host.pointerMove(to: CGPoint(x: 130, y: 110))
        guard case .second(true, let moved?) = Log.sequence.last else { return XCTFail("\(Log.sequence)") }
        XCTAssertEqual(moved.translation, CGSize(width: 30, height: 10))
        host.pointerUp()
        XCTAssertEqual(Log.entries, ["ended"])
    }

    func testSequenceFailsWhenTheFirstFails() {
        let view = Color.red.frame(width: 100, height: 100)
            .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
                .onEnded { _ in Log.entries.append("ended") })
        let host = TestHost(view, size: hostSize)
        host.pointerDown(at: centre)
        host.pointerMove(to: CGPoint(x: 140, y: 100))
        host.advance(by: 0.6)
        host.pointerUp()
        XCTAssertEqual(Log.entries, [])
    }

    func testExclusivelyDoubleTapBeforeSingleTap() {
        let gesture = TapGesture(count: 2).onEnded { Log.entries.append("double") }
            .exclusively(before: TapGesture().onEnded { Log.entries.append("single") })
        let host = TestHost(Color.red.frame(width: 100, height: 100).gesture(gesture), size: hostSize)
        host.tap(at: centre)
        host.advance(by: 0.1)
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, ["double"])
        host.advance(by: 1)
        Log.reset()
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, [], "the single tap waits while a double tap is possible")
        host.advance(by: 0.5)
        XCTAssertEqual(Log.entries, ["single"])
    }

    func testAnExclusiveGestureEndsWithTheFirstGesturesValue() {
        var values: [ExclusiveGesture<LongPressGesture, DragGesture>.Value] = []
        let gesture = LongPressGesture(minimumDuration: 0.3).exclusively(before: DragGesture())
        let view = Color.red.frame(width: 100, height: 100)
            .gesture(gesture.onEnded { values.append($0) })
        let host = TestHost(view, size: hostSize)
        host.pointerDown(at: centre)
        host.advance(by: 0.4)
        host.pointerUp()
        XCTAssertEqual(values, [.first(true)])
    }

    func testTapLocationAndSpatialTap() {
        var locations: [CGPoint] = []
        let view = Color.red.frame(width: 100, height: 100)
            .onTapGesture(coordinateSpace: .local) { locations.append($0) }
        let host = TestHost(view, size: hostSize)
        host.tap(at: CGPoint(x: 70, y: 80))
        XCTAssertEqual(locations, [CGPoint(x: 20, y: 30)])
        let global = TestHost(Color.red.frame(width: 100, height: 100)
            .gesture(SpatialTapGesture(coordinateSpace: .global).onEnded { locations.append($0.location) }), size: hostSize)
        global.tap(at: CGPoint(x: 70, y: 80))
        XCTAssertEqual(locations.last, CGPoint(x: 70, y: 80))
    }

    func testTapFailsWhenMovedBeyondTolerance() {
        let host = TestHost(Color.red.frame(width: 100, height: 100).onTapGesture { Log.entries.append("tap") }, size: hostSize)
        host.pointerDown(at: centre)
        host.pointerMove(to: CGPoint(x: 108, y: 100))
        host.pointerUp()
        XCTAssertEqual(Log.entries, ["tap"], "within 10 points the tap holds")
        host.pointerDown(at: centre)
        host.pointerMove(to: CGPoint(x: 115, y: 100))
        host.pointerMove(to: centre)
        host.pointerUp()
        XCTAssertEqual(Log.entries, ["tap"], "beyond 10 points it fails")
    }

    func testAMappedGestureInAnAnyGestureEndsWithTheMappedValue() {
        let gesture = AnyGesture(TapGesture().map { "mapped" })
        let host = TestHost(Color.red.frame(width: 100, height: 100).gesture(gesture.onEnded { Log.entries.append($0) }),
                            size: hostSize)
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, ["mapped"])
    }

    func testCustomGestureWithABody() {
        let host = TestHost(Color.red.frame(width: 100, height: 100).gesture(DoubleTap().onEnded { _ in Log.entries.append("double") }),
                            size: hostSize)
        host.tap(at: centre)
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, ["double"])
    }

    func testAllowsHitTestingFalseInAStackAppliesToEachView() {
        let view = HStack(spacing: 0) {
            Group { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 50, height: 50) }.allowsHitTesting(false)
        }.contentShape(Rectangle()).onTapGesture { Log.entries.append("stack") }
        let host = TestHost(view, size: hostSize)
        XCTAssertEqual(host.color(at: CGPoint(x: 60, y: 100)), Palette.red)
        host.tap(at: CGPoint(x: 60, y: 100))
        XCTAssertEqual(Log.entries, ["stack"], "the content shape still takes the tap")
    }

    func testNonFinitePointerCoordinatesAreIgnoredWithAWarning() {
        Diagnostics.reset()
        let host = TestHost(Color.red.frame(width: 100, height: 100).onTapGesture { Log.entries.append("tap") }, size: hostSize)
        host.pointerDown(at: CGPoint(x: CGFloat.nan, y: 100))
        host.pointerMove(to: CGPoint(x: 100, y: CGFloat.infinity))
        host.pointerUp()
        XCTAssertEqual(Log.entries, [])
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("non-finite point") }.count, 1)
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, ["tap"], "later events still work")
    }

    func testTapCallbackRemovingItsOwnView() {
        let host = TestHost(SelfRemoving(), size: hostSize)
        host.tap(at: centre)
        XCTAssertEqual(Log.entries, ["removed"])
        XCTAssertEqual(host.texts, ["gone"])
        host.tap(at: centre)
        host.advance(by: 0.5)
        XCTAssertEqual(Log.entries, ["removed"])
    }

    func testDragCallbackRemovingItsOwnViewIsCancelledQuietly() {
        let host = TestHost(SelfRemovingDrag(), size: hostSize)
        host.pointerDown(at: centre)
        XCTAssertEqual(host.texts, ["gone"])
        host.pointerMove(to: CGPoint(x: 150, y: 150))
        host.pointerUp()
        host.advance(by: 0.2)
        XCTAssertEqual(Log.entries, ["changed"], "the detached view's recognizer is cancelled without callbacks")
    }

    func testMainQueueWorkFromABodyLandsWithinAdvance() {
        let model = Model()
        let host = TestHost(QueuesWork(model: model, useTask: false), size: hostSize)
        XCTAssertEqual(host.texts, ["before"])
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.texts, ["after"])
        let taskModel = Model()
        let taskHost = TestHost(QueuesWork(model: taskModel, useTask: true), size: hostSize)
        taskHost.advance(by: 1.0 / 60)
        XCTAssertEqual(taskHost.texts, ["after"])
    }

    func testAdvanceIgnoresBadDurations() {
        Diagnostics.reset()
        let host = TestHost(PressProbe(), size: hostSize)
        host.pointerDown(at: centre)
        host.advance(by: -1)
        host.advance(by: .nan)
        XCTAssertEqual(Log.entries, [])
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("advance(by:)") }.count, 2)
        host.advance(by: 1)
        XCTAssertEqual(Log.entries, ["long"])
    }

    func testTapOnTextAndMissingText() {
        Diagnostics.reset()
        let host = TestHost(Text("Hello").onTapGesture { Log.entries.append("hello") }, size: hostSize)
        host.tap(onText: "Hello")
        XCTAssertEqual(Log.entries, ["hello"])
        host.tap(onText: "Nope")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("Nope") }.count, 1)
    }

    func testAnOffsetBeforeTheGestureMovesTheContentNotTheLocalSpace() {
        Log.reset()
        let host = TestHost(OffsetFollower(), size: hostSize)
        host.pointerDown(at: CGPoint(x: 20, y: 20))
        for i in 1...8 { host.pointerMove(to: CGPoint(x: 20 + CGFloat(i) * 10, y: 20 + CGFloat(i) * 5)) }
        // The translation is the pointer's: the square keeps under it as it moves.
        XCTAssertEqual(Log.drags.last?.translation ?? .zero, CGSize(width: 80, height: 40))
        XCTAssertEqual(Log.drags.last?.location ?? .zero, CGPoint(x: 100, y: 60), "in the space the offset does not move")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 118, y: 78)), Palette.red, 6), "the square is under the pointer")
        XCTAssertFalse(nearRGBA(host.color(at: CGPoint(x: 20, y: 20)), Palette.red, 6), "and gone from where it started")
        host.pointerUp()
    }

    func testAGestureInsideAnOffsetReadsItsLocalSpaceAsDrawn() {
        Log.reset()
        let host = TestHost(Color.red.frame(width: 100, height: 100)
            .gesture(DragGesture(minimumDistance: 0).onChanged { Log.drags.append($0) })
            .offset(x: 50, y: 20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: hostSize)
        host.pointerDown(at: CGPoint(x: 60, y: 30))
        host.pointerMove(to: CGPoint(x: 70, y: 45))
        host.pointerUp()
        XCTAssertEqual(Log.drags.first?.location ?? .zero, CGPoint(x: 10, y: 10), "from the square's drawn corner")
        XCTAssertEqual(Log.drags.last?.translation ?? .zero, CGSize(width: 10, height: 15))
    }
}
