import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

@MainActor private enum Taps {
    static var log: [String] = []
}

private let hostSize = CGSize(width: 200, height: 200)
private let centre = CGPoint(x: 100, y: 100)

/// Whether a tap at `point` fires the view's `record()` tap.
@MainActor private func tapped(_ view: some View, at point: CGPoint, size: CGSize = hostSize) -> Bool {
    Taps.log = []
    let host = TestHost(view, size: size)
    host.tap(at: point)
    return Taps.log == ["tap"]
}

@MainActor private func record() { Taps.log.append("tap") }

@preconcurrency @MainActor final class HitTestingTests: XCTestCase {
    override func setUp() async throws {
        Taps.log = []
    }

    func testTransparentCornerOfACircleMissesUnlessContentShape() {
        let circle = Circle().fill(Color.red).frame(width: 100, height: 100)
        let corner = CGPoint(x: 55, y: 55)
        XCTAssertFalse(tapped(circle.onTapGesture { record() }, at: corner), "outside the path")
        XCTAssertTrue(tapped(circle.onTapGesture { record() }, at: centre))
        XCTAssertTrue(tapped(circle.contentShape(Rectangle()).onTapGesture { record() }, at: corner),
                      "contentShape(Rectangle()) makes the whole frame count")
        XCTAssertFalse(tapped(Color.red.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { record() },
                              at: corner), "outside the content shape nothing is hit")
    }

    func testStrokedShapeIsHitOnItsLineOnly() {
        let ring = Circle().stroke(Color.red, lineWidth: 10).frame(width: 100, height: 100)
        XCTAssertFalse(tapped(ring.onTapGesture { record() }, at: centre))
        XCTAssertTrue(tapped(ring.onTapGesture { record() }, at: CGPoint(x: 52, y: 100)))
    }

    func testClearColorIsNotHit() {
        XCTAssertFalse(tapped(Color.clear.frame(width: 100, height: 100).onTapGesture { record() }, at: centre))
    }

    func testOffsetMovesTheHitArea() {
        let square = Color.red.frame(width: 50, height: 50)
        // The square is laid out at 75...125 and drawn 60 points to the right.
        XCTAssertFalse(tapped(square.offset(x: 60).onTapGesture { record() }, at: centre))
        XCTAssertTrue(tapped(square.offset(x: 60).onTapGesture { record() }, at: CGPoint(x: 160, y: 100)))
        XCTAssertTrue(tapped(square.onTapGesture { record() }.offset(x: 60), at: CGPoint(x: 160, y: 100)),
                      "a gesture inside the offset moves with it")
    }

    func testScaleEffectMovesTheHitArea() {
        let square = Color.red.frame(width: 100, height: 100)
        XCTAssertFalse(tapped(square.scaleEffect(0.5).onTapGesture { record() }, at: CGPoint(x: 60, y: 60)))
        XCTAssertTrue(tapped(square.scaleEffect(0.5).onTapGesture { record() }, at: CGPoint(x: 80, y: 80)))
        XCTAssertTrue(tapped(square.scaleEffect(2).onTapGesture { record() }, at: CGPoint(x: 20, y: 100)),
                      "drawn twice as large, it is hit outside its layout frame")
    }

    func testATapOnARotatedViewIsMappedBackThroughTheRotation() {
        // A 100x20 bar rotated 90 degrees stands upright.
        let bar = Color.red.frame(width: 100, height: 20)
        XCTAssertTrue(tapped(bar.rotationEffect(.degrees(90)).onTapGesture { record() }, at: CGPoint(x: 100, y: 60)))
        XCTAssertFalse(tapped(bar.rotationEffect(.degrees(90)).onTapGesture { record() }, at: CGPoint(x: 60, y: 100)))
    }

    func testAllowsHitTestingFalseAndDisabledStopTaps() {
        let square = Color.red.frame(width: 100, height: 100)
        XCTAssertFalse(tapped(square.onTapGesture { record() }.allowsHitTesting(false), at: centre))
        XCTAssertFalse(tapped(square.onTapGesture { record() }.disabled(true), at: centre))
        XCTAssertFalse(tapped(VStack { square.onTapGesture { record() }.disabled(false) }.disabled(true), at: centre),
                       "an inner disabled(false) does not re-enable")
        XCTAssertTrue(tapped(square.onTapGesture { record() }.disabled(false), at: centre))
        XCTAssertTrue(tapped(square.onTapGesture { record() }.overlay(Color.blue.allowsHitTesting(false)), at: centre),
                      "an overlay that does not take hits lets them through")
        XCTAssertFalse(tapped(square.onTapGesture { record() }.overlay(Color.blue.onTapGesture {}), at: centre),
                       "an overlay that does takes them first")
    }

    func testIsEnabledIsTrueUntilSetFalse() {
        var values = EnvironmentValues()
        XCTAssertTrue(values.isEnabled)
        values.isEnabled = false
        XCTAssertFalse(values.isEnabled)
    }

    func testZeroSizeViewIsNeverHit() {
        XCTAssertFalse(tapped(Color.red.frame(width: 0, height: 0).onTapGesture { record() }, at: centre))
        XCTAssertFalse(tapped(Color.red.frame(width: 0, height: 0).contentShape(Rectangle()).onTapGesture { record() },
                              at: centre))
    }

    func testHiddenAndTransparentViewsAreNotHit() {
        let square = Color.red.frame(width: 100, height: 100)
        XCTAssertFalse(tapped(square.onTapGesture { record() }.hidden(), at: centre))
        XCTAssertFalse(tapped(square.onTapGesture { record() }.opacity(0), at: centre))
        XCTAssertTrue(tapped(square.onTapGesture { record() }.opacity(0.1), at: centre))
    }

    func testChildrenAreTestedFrontToBack() {
        let stack = ZStack {
            Color.red.onTapGesture { Taps.log.append("back") }
            Color.blue.frame(width: 50, height: 50).onTapGesture { Taps.log.append("front") }
        }.frame(width: 150, height: 150)
        let host = TestHost(stack, size: hostSize)
        host.tap(at: centre)
        host.tap(at: CGPoint(x: 40, y: 40))
        XCTAssertEqual(Taps.log, ["front", "back"])
        Taps.log = []
        let layered = Color.green.frame(width: 50, height: 50).onTapGesture { Taps.log.append("content") }
            .background(Color.red.frame(width: 150, height: 150).onTapGesture { Taps.log.append("background") })
            .overlay(Color.blue.frame(width: 20, height: 20).onTapGesture { Taps.log.append("overlay") })
        let host2 = TestHost(layered, size: hostSize)
        host2.tap(at: centre)
        host2.tap(at: CGPoint(x: 80, y: 80))
        host2.tap(at: CGPoint(x: 40, y: 40))
        XCTAssertEqual(Taps.log, ["overlay", "content", "background"])
    }

    func testTextIsHitInItsFrame() {
        let host = TestHost(Text("Hello world").onTapGesture { Taps.log.append("text") }, size: hostSize)
        guard let frame = host.frame(ofText: "Hello world") else { return XCTFail("no text") }
        host.tap(at: CGPoint(x: frame.minX + 2, y: frame.midY))
        host.tap(at: CGPoint(x: frame.minX - 5, y: frame.midY))
        XCTAssertEqual(Taps.log, ["text"])
    }

    func testSpacerGapIsNotHitWithoutContentShape() {
        let row = HStack { Color.red.frame(width: 20, height: 20); Spacer(); Color.red.frame(width: 20, height: 20) }
            .frame(width: 150)
        XCTAssertFalse(tapped(row.onTapGesture { record() }, at: centre))
        XCTAssertTrue(tapped(row.contentShape(Rectangle()).onTapGesture { record() }, at: centre))
    }

    func testScrollWheelScrollsTheInnermostScrollView() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40) { i in Text("row \(i)").frame(height: 20) }
            }
        }.frame(width: 150, height: 100)
        let graph = ViewGraph(root: view)
        graph.flush(through: .layout, in: hostSize)
        let before = graph.textItems().first { $0.string == "row 0" }?.frame
        XCTAssertFalse(graph.scrollWheel(by: CGSize(width: 0, height: 60), at: CGPoint(x: 5, y: 5)), "outside: nothing scrolls")
        XCTAssertTrue(graph.scrollWheel(by: CGSize(width: 0, height: 60), at: centre))
        let after = graph.textItems().first { $0.string == "row 0" }?.frame
        guard let b = before, let a = after else { return XCTFail("row 0 missing") }
        XCTAssertEqual(a.minY, b.minY - 60, accuracy: 1, "text is placed on the pixel grid inside its row")
    }

    func testAGraphHitTestFindsTheLeafUnderAPointAndNothingElsewhere() {
        let graph = ViewGraph(root: Color.red.frame(width: 100, height: 100))
        graph.flush(through: .layout, in: hostSize)
        XCTAssertTrue(graph.hitTest(centre) is ShapeLeafNode)
        XCTAssertNil(graph.hitTest(CGPoint(x: 10, y: 10)))
        XCTAssertNil(graph.hitTest(CGPoint(x: CGFloat.nan, y: 10)))
    }
}
