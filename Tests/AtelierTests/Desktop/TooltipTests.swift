import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// `help(_:)`: a tooltip after the pointer rests 0.7 s on the view, below the pointer and inside the window, gone on
/// leaving, a press, a key or a scroll; and the view's accessibility hint.
@preconcurrency @MainActor final class TooltipTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    private func host() -> TestHost {
        TestHost(VStack(spacing: 20) {
            Text("Save").help("Saves the document")
            Text("Other")
        }, size: size)
    }

    private func centre(of text: String, in host: TestHost) -> CGPoint {
        let f = host.frame(ofText: text)!
        return CGPoint(x: f.midX, y: f.midY)
    }

    func testShowsAfterSevenTenthsOfASecondAndNotBefore() {
        let host = host()
        host.hover(at: centre(of: "Save", in: host))
        XCTAssertNil(host.tooltip)
        host.advance(by: 0.65)
        XCTAssertNil(host.tooltip, "not yet")
        host.advance(by: 0.1)
        XCTAssertEqual(host.tooltip, "Saves the document")
        XCTAssertTrue(host.texts.contains("Saves the document"), "drawn as text in the window")
        XCTAssertFalse(host.wantsFrames, "a shown tooltip keeps no timer")
    }

    func testAMoveBeforeThenStartsTheWaitAgain() {
        let host = host()
        let p = centre(of: "Save", in: host)
        host.hover(at: p)
        host.advance(by: 0.5)
        host.hover(at: CGPoint(x: p.x + 1, y: p.y))
        host.advance(by: 0.5)
        XCTAssertNil(host.tooltip, "the pointer rested only 0.5 s since it moved")
        host.advance(by: 0.25)
        XCTAssertEqual(host.tooltip, "Saves the document")
    }

    func testNoTimerRunsWithoutAHelpRegion() {
        let host = host()
        host.hover(at: centre(of: "Other", in: host))
        XCTAssertFalse(host.wantsFrames, "an idle window sleeps")
        host.hover(at: centre(of: "Save", in: host))
        XCTAssertTrue(host.wantsFrames, "the tooltip's timer waits")
        host.hover(at: centre(of: "Other", in: host))
        XCTAssertFalse(host.wantsFrames, "leaving the region cancels it")
        host.advance(by: 1)
        XCTAssertNil(host.tooltip)
    }

    func testDrawnBelowThePointerInTheSystemColours() {
        let host = host()
        let p = centre(of: "Save", in: host)
        host.hover(at: p)
        host.advance(by: 0.8)
        let frame = host.frame(ofText: "Saves the document")!
        XCTAssertGreaterThan(frame.minY, p.y + 15, "below the pointer, clear of the arrow")
        XCTAssertEqual(frame.minX, p.x + 6, accuracy: 1, "its box starts at the pointer, the text 6 points in")
        let fill = host.color(at: CGPoint(x: frame.minX - 3, y: frame.midY))
        XCTAssertEqual([fill.r, fill.g, fill.b], [246, 246, 246], "the tooltip's fill around its caption text")
        XCTAssertEqual(frame.height, 15, accuracy: 1.5, "caption text (12 points)")
    }

    func testAppearingAndGoingRepaintTheirDamage() {
        TestHost.checksDamage = true
        defer { TestHost.checksDamage = false }
        let host = host()
        let p = centre(of: "Save", in: host)
        let white = host.color(at: CGPoint(x: p.x + 10, y: p.y + 26))
        host.hover(at: p)
        host.advance(by: 0.8)
        XCTAssertEqual(host.color(at: CGPoint(x: p.x + 3, y: p.y + 26)), RGBA(r: 246, g: 246, b: 246, a: 255),
                       "a window keeping its last frame paints the tooltip where it came")
        host.pointerExit()
        XCTAssertEqual(host.color(at: CGPoint(x: p.x + 3, y: p.y + 26)), white, "and paints it away")
        XCTAssertEqual(host.damageMisses, 0)
    }

    func testKeptInsideTheWindow() {
        let view = Color.red.frame(width: 300, height: 200).help("A rather long help text for the corner of the window")
        let host = TestHost(view, size: size)
        host.hover(at: CGPoint(x: 295, y: 195))
        host.advance(by: 0.8)
        let frame = host.frame(ofText: "A rather long help text for the corner of the window")!
        XCTAssertLessThanOrEqual(frame.maxX, size.width)
        XCTAssertLessThanOrEqual(frame.maxY, 195 - 6, "above the pointer when there is no room below")
        XCTAssertGreaterThanOrEqual(frame.minX, 0)
    }

    func testGoneOnLeavingAndOnLeavingTheWindow() {
        let host = host()
        host.hover(at: centre(of: "Save", in: host))
        host.advance(by: 0.8)
        XCTAssertNotNil(host.tooltip)
        host.hover(at: centre(of: "Other", in: host))
        XCTAssertNil(host.tooltip)
        XCTAssertFalse(host.texts.contains("Saves the document"))
        host.hover(at: centre(of: "Save", in: host))
        host.advance(by: 0.8)
        XCTAssertNotNil(host.tooltip)
        host.pointerExit()
        XCTAssertNil(host.tooltip)
    }

    func testAPressDismissesItUntilThePointerLeaves() {
        let host = host()
        let p = centre(of: "Save", in: host)
        host.hover(at: p)
        host.advance(by: 0.8)
        host.tap(at: p)
        XCTAssertNil(host.tooltip, "a press takes it away")
        host.advance(by: 2)
        XCTAssertNil(host.tooltip, "and it stays away while the pointer stays")
        host.hover(at: centre(of: "Other", in: host))
        host.hover(at: p)
        host.advance(by: 0.8)
        XCTAssertEqual(host.tooltip, "Saves the document", "back after leaving and returning")
    }

    func testAKeyOrAScrollDismissesIt() {
        let host = host()
        let p = centre(of: "Save", in: host)
        host.hover(at: p)
        host.advance(by: 0.8)
        host.keyDown(.tab)
        XCTAssertNil(host.tooltip)
        let scrolling = TestHost(ScrollView { Text("Save").help("Saves").frame(height: 400, alignment: .top) }, size: size)
        let q = centre(of: "Save", in: scrolling)
        scrolling.hover(at: q)
        scrolling.advance(by: 0.8)
        XCTAssertEqual(scrolling.tooltip, "Saves")
        scrolling.scroll(by: CGSize(width: 0, height: 1), at: q)
        XCTAssertNil(scrolling.tooltip)
    }

    func testTheHelpTextIsTheAccessibilityHint() {
        let host = TestHost(Button("Save") {}.help(Text("Saves the document")), size: size)
        XCTAssertEqual(host.accessibilityElement(labeled: "Save")?.hint, "Saves the document")
        let hostKey = TestHost(Image(systemName: "trash").help("Deletes"), size: size)
        XCTAssertEqual(hostKey.accessibilityElements.first?.hint, "Deletes")
    }

    func testATooltipFormsNoAccessibilityElementAndIsNeverHit() {
        var taps = 0
        let host = TestHost(Color.red.frame(width: 300, height: 200).help("Tip").onTapGesture { taps += 1 }, size: size)
        host.hover(at: CGPoint(x: 100, y: 50))
        host.advance(by: 0.8)
        XCTAssertEqual(host.tooltip, "Tip")
        let tip = host.frame(ofText: "Tip")!
        XCTAssertFalse(host.accessibilityElements.contains { $0.label == "Tip" })
        host.hover(at: CGPoint(x: tip.midX, y: tip.midY))
        XCTAssertEqual(host.tooltip, "Tip", "the pointer over the tooltip is still over the view")
        host.tap(at: CGPoint(x: tip.midX, y: tip.midY))
        XCTAssertEqual(taps, 1, "the view under the tooltip takes the click")
    }
}
