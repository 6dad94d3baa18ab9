import XCTest
@testable @_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierTesting

/// A counter that counts key presses, and can remove itself on Escape.
private struct Counter: View {
    @State private var count = 0
    @State private var shown = true
    var body: some View {
        VStack {
            Text("count \(count)")
            if shown {
                Color.gray.frame(width: 60, height: 40)
                    .focusable()
                    .onKeyPress(.escape) { shown = false; return .handled }
                    .onKeyPress { _ in count += 1; return .handled }
            }
            Button("After") {}
        }
    }
}

@preconcurrency @MainActor final class KeyPressBadInputTests: XCTestCase {
    private static let size = CGSize(width: 300, height: 200)

    func testTenThousandPressesInOneFrameAreAllCounted() {
        let host = TestHost(Counter(), size: Self.size)
        host.keyDown(.tab)
        let bodiesBefore = host.graph.statistics.bodyEvaluations
        let laidOutBefore = host.graph.statistics.nodesLaidOut
        for i in 0..<10_000 {
            // Straight to the graph: no frame is drawn between them.
            host.graph.keyDown(KeyEquivalent(Character(UnicodeScalar(UInt8(97 + i % 26)))), isRepeat: i % 2 == 1)
        }
        XCTAssertTrue(host.texts.contains("count 10,000"), "\(host.texts)")
        // The work is counted, not timed (a loaded machine makes time meaningless): each press updates the
        // counter's few views once (six bodies today), whatever the number of presses before it.
        let bodies = host.graph.statistics.bodyEvaluations - bodiesBefore
        let laidOut = host.graph.statistics.nodesLaidOut - laidOutBefore
        print("10,000 presses: \(bodies) bodies, \(laidOut) nodes laid out")
        XCTAssertLessThanOrEqual(bodies, 10_000 * 8)
        XCTAssertLessThanOrEqual(laidOut, 10_000 * 30)
    }

    func testAHandlerThatRemovesItsOwnViewLeavesAConsistentState() {
        let host = TestHost(Counter(), size: Self.size)
        host.keyDown(.tab)
        XCTAssertTrue(host.keyDown(.escape), "the handler removes its view")
        XCTAssertFalse(host.texts.isEmpty)
        XCTAssertNil(host.keyboardFocusFrame, "focus went with the view")
        XCTAssertFalse(host.keyDown("a"), "no handler hears keys any more")
        XCTAssertFalse(host.keyUp("a"))
        XCTAssertTrue(host.texts.contains("count 0"))
        XCTAssertTrue(host.keyDown(.tab), "Tab goes on to the button")
        XCTAssertTrue(host.keyboardFocusFrame!.contains(host.frame(ofText: "After")!))
        XCTAssertEqual(host.graph.root.invariantViolationsInSubtree(), [])
    }

    func testKeysWithUnknownCharactersReachHandlersWithoutHarm() {
        var heard: [String] = []
        let view = Color.gray.frame(width: 60, height: 40).focusable()
            .onKeyPress(characters: .letters) { _ in heard.append("letter"); return .handled }
            .onKeyPress { press in heard.append(press.characters); return .handled }
        let host = TestHost(view, size: Self.size)
        host.keyDown(.tab)
        for odd in ["\u{10FFFF}", "\u{0}", "🇫🇷", "e\u{301}", "\u{FFFD}", "\u{F8FF}"] {
            XCTAssertTrue(host.keyDown(KeyEquivalent(Character(odd))))
            host.keyUp(KeyEquivalent(Character(odd)))
        }
        XCTAssertEqual(heard, ["\u{10FFFF}", "\u{0}", "🇫🇷", "letter", "\u{FFFD}", "\u{F8FF}"])
    }
}
