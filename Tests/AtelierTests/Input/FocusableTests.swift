import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// Two focusable squares around a button, on white: the squares at (20, 20) and (20, 140), 60 by 40.
private struct Squares: View {
    var firstFocusable = true
    var ringDisabled = false
    var interactions: FocusInteractions = .automatic
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Color.gray.frame(width: 60, height: 40)
                .focusable(firstFocusable, interactions: interactions)
                .focusEffectDisabled(ringDisabled)
                .offset(x: 20, y: 20)
            Button("Middle") {}.offset(x: 20, y: 80)
            Color.gray.frame(width: 60, height: 40).focusable().offset(x: 20, y: 140)
        }
        .frame(width: 300, height: 220)
    }
}

@preconcurrency @MainActor final class FocusableTests: XCTestCase {
    private static let size = CGSize(width: 300, height: 220)

    /// Whether a pixel is the focus ring's: the accent blue at 60% on white.
    private func isRing(_ c: RGBA) -> Bool { Int(c.b) > 240 && Int(c.r) < 140 && Int(c.g) < 200 }

    func testFocusableViewsAreTabStopsInOrderWithTheControls() {
        let host = TestHost(Squares(), size: Self.size)
        var frames: [CGRect] = []
        for _ in 0..<4 {
            XCTAssertTrue(host.keyDown(.tab))
            frames.append(host.keyboardFocusFrame ?? .null)
        }
        XCTAssertEqual(frames[0], CGRect(x: 20, y: 20, width: 60, height: 40))
        XCTAssertTrue(frames[1].contains(host.frame(ofText: "Middle")!), "the button is the second stop")
        XCTAssertEqual(frames[2], CGRect(x: 20, y: 140, width: 60, height: 40))
        XCTAssertEqual(frames[3], frames[0], "focus wraps around")
        host.keyDown(.tab, modifiers: .shift)
        XCTAssertEqual(host.keyboardFocusFrame, frames[2], "Shift-Tab goes back")
    }

    func testAFocusedViewShowsTheRingAndFocusEffectDisabledHidesIt() {
        let host = TestHost(Squares(), size: Self.size)
        let outside = CGPoint(x: 20 + 60 + 2.5, y: 40)
        XCTAssertEqual(host.color(at: outside), RGBA(r: 255, g: 255, b: 255, a: 255), "no ring before focus")
        host.keyDown(.tab)
        XCTAssertTrue(isRing(host.color(at: outside)), "the ring surrounds the focused view: \(host.color(at: outside))")
        XCTAssertTrue(isRing(host.color(at: CGPoint(x: 50, y: 20 - 2.5))), "above it too")
        host.keyDown(.tab)
        XCTAssertEqual(host.color(at: outside), RGBA(r: 255, g: 255, b: 255, a: 255), "the ring moves on with focus")

        let plain = TestHost(Squares(ringDisabled: true), size: Self.size)
        plain.keyDown(.tab)
        XCTAssertEqual(plain.keyboardFocusFrame, CGRect(x: 20, y: 20, width: 60, height: 40), "it still takes focus")
        XCTAssertEqual(plain.color(at: outside), RGBA(r: 255, g: 255, b: 255, a: 255), "without its ring")
    }

    func testFocusEffectDisabledHidesAButtonsRingToo() {
        let view = Button("Plain") {}.focusEffectDisabled().padding(30).background(Color.white)
        let host = TestHost(view, size: Self.size)
        let before = host.pngData()
        host.keyDown(.tab)
        XCTAssertNotNil(host.keyboardFocusFrame)
        XCTAssertEqual(host.pngData(), before, "the focused button draws no ring")
    }

    func testANonFocusableViewIsNoStopAndGivesFocusUp() {
        let host = TestHost(Squares(firstFocusable: false), size: Self.size)
        host.keyDown(.tab)
        XCTAssertTrue(host.keyboardFocusFrame!.contains(host.frame(ofText: "Middle")!), "the first square is skipped")
    }

    func testAClickFocusesAnEditViewButNotAnActivateOne() {
        let edit = TestHost(Squares(interactions: .edit), size: Self.size)
        edit.tap(at: CGPoint(x: 50, y: 40))
        XCTAssertEqual(edit.keyboardFocusFrame, CGRect(x: 20, y: 20, width: 60, height: 40))
        let activate = TestHost(Squares(interactions: .activate), size: Self.size)
        activate.tap(at: CGPoint(x: 50, y: 40))
        XCTAssertNil(activate.keyboardFocusFrame)
        activate.keyDown(.tab)
        XCTAssertEqual(activate.keyboardFocusFrame, CGRect(x: 20, y: 20, width: 60, height: 40), "Tab still reaches it")
    }
}
