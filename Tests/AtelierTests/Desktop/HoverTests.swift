import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

@MainActor private enum Log {
    static var events: [String] = []
    static var phases: [HoverPhase] = []
}

@Observable @MainActor private final class Model {
    var showsInner = true
    var offset: CGFloat = 0
}

/// What `onHover` and `onContinuousHover` hear as the resting pointer moves, as SwiftUI reports it: enter and exit of
/// the view's frame, locations in the view's own coordinates, nothing for a view covered by another.
@preconcurrency @MainActor final class HoverTests: XCTestCase {
    override func setUp() async throws {
        Log.events = []
        Log.phases = []
    }

    /// A 100-point square centred in a 200-point window (50...150 on both axes).
    private func square(_ name: String = "square") -> some View {
        Color.red.frame(width: 100, height: 100).onHover { Log.events.append("\(name) \($0)") }
    }

    func testEnterAndExitOnceEach() {
        let host = TestHost(square(), size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 20, y: 20))
        XCTAssertEqual(Log.events, [], "outside the frame")
        host.hover(at: CGPoint(x: 60, y: 60))
        host.hover(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(Log.events, ["square true"], "one enter for several moves inside")
        host.hover(at: CGPoint(x: 160, y: 100))
        XCTAssertEqual(Log.events, ["square true", "square false"])
        host.hover(at: CGPoint(x: 100, y: 100))
        host.pointerExit()
        XCTAssertEqual(Log.events, ["square true", "square false", "square true", "square false"],
                       "leaving the window ends hover")
    }

    func testTheWholeFrameCountsPaddingIncluded() {
        let view = Text("Hi").padding(40).onHover { Log.events.append("padded \($0)") }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        let text = host.frame(ofText: "Hi")!
        // In the padding, far from the text's own frame.
        host.hover(at: CGPoint(x: text.minX - 30, y: text.midY))
        XCTAssertEqual(Log.events, ["padded true"])
    }

    func testAViewCoveredByAnotherIsNotHovered() {
        let view = ZStack {
            square("back")
            Color.blue.frame(width: 40, height: 40)
        }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(Log.events, [], "the blue square is in front")
        host.hover(at: CGPoint(x: 60, y: 60))
        XCTAssertEqual(Log.events, ["back true"])
        host.hover(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(Log.events, ["back true", "back false"], "moving under the front view ends hover")
    }

    func testNestedRegionsBothHearTheirEdges() {
        let view = Color.yellow.frame(width: 40, height: 40).onHover { Log.events.append("inner \($0)") }
            .padding(30).background(Color.gray).onHover { Log.events.append("outer \($0)") }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 65, y: 65))
        host.hover(at: CGPoint(x: 100, y: 100))
        host.hover(at: CGPoint(x: 65, y: 65))
        host.hover(at: CGPoint(x: 5, y: 5))
        XCTAssertEqual(Log.events, ["outer true", "inner true", "inner false", "outer false"])
    }

    func testAllowsHitTestingFalseGetsNoHover() {
        let host = TestHost(square().allowsHitTesting(false), size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(Log.events, [])
    }

    func testContinuousHoverReportsLocalLocations() {
        let view = Color.red.frame(width: 100, height: 100).onContinuousHover { Log.phases.append($0) }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 60, y: 70))
        host.hover(at: CGPoint(x: 61, y: 70))
        host.hover(at: CGPoint(x: 61, y: 70))
        host.hover(at: CGPoint(x: 190, y: 70))
        XCTAssertEqual(Log.phases, [.active(CGPoint(x: 10, y: 20)), .active(CGPoint(x: 11, y: 20)), .ended],
                       "local coordinates; no report for a move to the same place")
    }

    func testContinuousHoverInTheGlobalSpace() {
        let view = Color.red.frame(width: 100, height: 100).onContinuousHover(coordinateSpace: .global) { Log.phases.append($0) }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 60, y: 70))
        XCTAssertEqual(Log.phases, [.active(CGPoint(x: 60, y: 70))])
    }

    func testAViewMovedUnderAStillPointerIsFoundAtTheNextFrame() {
        struct Moving: View {
            let model: Model
            var body: some View {
                Color.red.frame(width: 50, height: 50).onContinuousHover { Log.phases.append($0) }
                    .offset(x: model.offset)
            }
        }
        let model = Model()
        let host = TestHost(Moving(model: model), size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 140, y: 100))
        XCTAssertEqual(Log.phases, [], "the square is at 75...125")
        model.offset = 50
        _ = host.texts  // a frame
        XCTAssertEqual(Log.phases, [.active(CGPoint(x: 15, y: 25))], "the square moved under the pointer")
        model.offset = 0
        _ = host.texts
        XCTAssertEqual(Log.phases.last, .ended)
    }

    func testScrollingMovesRowsUnderAStillPointer() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { i in
                    Color.gray.frame(height: 50).onHover { if $0 { Log.events.append("row \(i)") } }
                }
            }
        }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 100, y: 25))
        XCTAssertEqual(Log.events, ["row 0"])
        host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 100, y: 25))
        _ = host.texts
        XCTAssertEqual(Log.events, ["row 0", "row 2"], "the row now under the pointer is hovered without a move")
    }

    func testAViewRemovedWhileHoveredHearsNothingAndComesBackHovered() {
        struct Stack: View {
            let model: Model
            var body: some View {
                ZStack {
                    Color.gray.frame(width: 160, height: 160).onHover { Log.events.append("outer \($0)") }
                    if model.showsInner {
                        Color.red.frame(width: 100, height: 100).onHover { Log.events.append("inner \($0)") }
                    }
                }
            }
        }
        let model = Model()
        let host = TestHost(Stack(model: model), size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(Log.events, ["inner true"], "the inner square covers the outer one at the centre")
        model.showsInner = false
        _ = host.texts
        XCTAssertEqual(Log.events, ["inner true", "outer true"],
                       "the removed view's state went with it; the view now under the pointer is hovered")
        model.showsInner = true
        _ = host.texts
        XCTAssertEqual(Log.events, ["inner true", "outer true", "outer false", "inner true"],
                       "the view inserted under the still pointer is hovered at the next frame")
    }

    func testNonFinitePointsAreIgnored() {
        let host = TestHost(square(), size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 100, y: 100))
        host.hover(at: CGPoint(x: CGFloat.nan, y: 10))
        host.hover(at: CGPoint(x: 10, y: CGFloat.infinity))
        XCTAssertEqual(Log.events, ["square true"], "the bad points change nothing")
        host.hover(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(Log.events, ["square true", "square false"])
    }

    func testATapWithoutHoverLeavesNoPointerResting() {
        let host = TestHost(square().onTapGesture {}, size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(Log.events, [], "a touch hovers nothing")
    }

    func testHoverHoldsWhileTheButtonIsDown() {
        let host = TestHost(square().gesture(DragGesture(minimumDistance: 0).onChanged { _ in }), size: CGSize(width: 200, height: 200))
        host.hover(at: CGPoint(x: 100, y: 100))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.pointerMove(to: CGPoint(x: 190, y: 190))
        XCTAssertEqual(Log.events, ["square true"], "a drag that leaves the view keeps it hovered, as on macOS")
        host.pointerUp()
        XCTAssertEqual(Log.events, ["square true", "square false"], "released outside, the hover ends")
    }

    func testHoverEffectAcceptsEveryEffect() {
        let view = VStack {
            Text("A").hoverEffect()
            Text("B").hoverEffect(.highlight)
            Text("C").hoverEffect(.lift, isEnabled: false)
            Text("D").hoverEffect().hoverEffectDisabled()
        }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        let before = host.pngData()
        let b = host.frame(ofText: "B")!
        host.hover(at: CGPoint(x: b.midX, y: b.midY))
        XCTAssertNotEqual(host.pngData(), before, "a highlight platter shows behind the hovered text")
        host.pointerExit()
        XCTAssertEqual(host.pngData(), before)
        let d = host.frame(ofText: "D")!
        host.hover(at: CGPoint(x: d.midX, y: d.midY))
        XCTAssertEqual(host.pngData(), before, "no effect under hoverEffectDisabled")
    }
}
