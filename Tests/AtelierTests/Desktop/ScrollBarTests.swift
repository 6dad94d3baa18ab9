import XCTest
@testable @_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierTesting

/// A white column of `count` rows of 20 points in a scroll view (2,000 points for 100), so that the
/// overlay bar is the only thing drawn that is not white.
private struct WhiteRows: View {
    var count = 100
    var axes: Axis.Set = .vertical
    var body: some View {
        ScrollView(axes) {
            if axes == .horizontal {
                HStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.white.frame(width: 20) } }
            } else {
                VStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.white.frame(height: 20) } }
            }
        }
    }
}

/// The offset of the first scroll view in a host.
@MainActor func scrollOffset(_ host: TestHost) -> CGPoint {
    host.refresh()
    var stack: [ViewNode] = [host.graph.root]
    while let node = stack.popLast() {
        if let scroll = node as? ScrollViewNode { return scroll.contentOffset }
        stack.append(contentsOf: node.children.reversed())
    }
    return CGPoint(x: -1, y: -1)
}

/// Whether a point of the host shows the idle bar's thumb: grey, black at 0.45 over white (140).
@MainActor func showsThumb(_ host: TestHost, _ x: CGFloat, _ y: CGFloat) -> Bool {
    let c = host.color(at: CGPoint(x: x, y: y))
    return c.r < 200 && c.r > 90 && c.r == c.g && c.g == c.b
}

@preconcurrency @MainActor final class ScrollBarTests: XCTestCase {
    let size = CGSize(width: 200, height: 400)

    func testNoBarUntilScrolledThenItFadesAfterASecond() {
        let host = TestHost(WhiteRows(), size: size)
        // A freshly shown scroll view shows no bar (macOS's and GTK's overlay bars are hidden while idle).
        for y in stride(from: 2.0, to: 398, by: 8) { XCTAssertTrue(isWhite(host, 195, y), "y \(y)") }
        XCTAssertFalse(host.wantsFrames)
        host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 200))
        // Thumb: 396 points of track, 400/2000 of it long (79.2), 40/1600 of the way down (+7.9).
        XCTAssertTrue(showsThumb(host, 195, 12))
        XCTAssertTrue(showsThumb(host, 195, 85))
        XCTAssertTrue(isWhite(host, 195, 92))
        XCTAssertTrue(isWhite(host, 190, 40), "6 points wide, 2 from the edge")
        XCTAssertTrue(isWhite(host, 199, 40))
        host.advance(by: 0.9)
        XCTAssertTrue(showsThumb(host, 195, 40), "still shown 0.9 s later")
        host.advance(by: 0.2)
        let fading = host.color(at: CGPoint(x: 195, y: 40))
        XCTAssertTrue(fading.r > 140 && fading.r < 255, "fading: \(fading)")
        host.advance(by: 0.3)
        XCTAssertTrue(isWhite(host, 195, 40), "gone after the fade")
        // The fade stopped animating: an idle window asks for no frames.
        XCTAssertFalse(host.wantsFrames)
    }

    func testAnotherScrollKeepsTheBarAndMovesTheThumbInProportion() {
        let host = TestHost(WhiteRows(), size: size)
        host.scroll(by: CGSize(width: 0, height: 800), at: CGPoint(x: 100, y: 200))
        // Half way: the thumb starts at 2 + (396 - 79.2) / 2 = 160.4.
        XCTAssertTrue(isWhite(host, 195, 158))
        XCTAssertTrue(showsThumb(host, 195, 163))
        XCTAssertTrue(showsThumb(host, 195, 237))
        XCTAssertTrue(isWhite(host, 195, 242))
        host.advance(by: 0.8)
        host.scroll(by: CGSize(width: 0, height: 800), at: CGPoint(x: 100, y: 200))
        host.advance(by: 0.8)
        XCTAssertTrue(showsThumb(host, 195, 390), "at the end, shown 1.6 s after the first scroll")
        XCTAssertTrue(isWhite(host, 195, 310))
    }

    func testThumbLengthFollowsTheViewport() {
        let host = TestHost(WhiteRows(count: 25), size: size)  // 500 points of content: 4/5 in view
        host.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: 100, y: 200))
        // 396 * 0.8 = 316.8 long.
        XCTAssertTrue(showsThumb(host, 195, 310))
        XCTAssertTrue(isWhite(host, 195, 330))
        let short = TestHost(WhiteRows(count: 10_000), size: size)
        short.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: 100, y: 200))
        // 200,000 points: the thumb keeps its least length, 24 points.
        XCTAssertTrue(showsThumb(short, 195, 20))
        XCTAssertTrue(isWhite(short, 195, 30))
    }

    func testContentThatFitsShowsNoBar() {
        let host = TestHost(WhiteRows(count: 10), size: size)
        host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 100))
        for y in stride(from: 2.0, to: 398, by: 8) { XCTAssertTrue(isWhite(host, 195, y)) }
    }

    func testPointerMotionShowsTheBarAndOverTheBarWidensIt() {
        let host = TestHost(WhiteRows(), size: size)
        host.graph.hover(at: CGPoint(x: 100, y: 200))
        XCTAssertTrue(showsThumb(host, 195, 40))
        XCTAssertTrue(isWhite(host, 190, 40))
        host.graph.hover(at: CGPoint(x: 194, y: 300))
        // Wide: 10 points, over a faint track the length of the view.
        XCTAssertTrue(showsThumb(host, 189, 40))
        XCTAssertFalse(isWhite(host, 189, 300), "the track")
        // Held while the pointer rests on the bar.
        host.advance(by: 3)
        XCTAssertTrue(showsThumb(host, 189, 40))
        XCTAssertFalse(host.wantsFrames, "held without frames")
        host.graph.hover(at: CGPoint(x: 100, y: 300))
        XCTAssertTrue(isWhite(host, 189, 40), "thin again")
        XCTAssertTrue(showsThumb(host, 195, 40))
        host.advance(by: 1.5)
        XCTAssertTrue(isWhite(host, 195, 40))
    }

    func testDraggingTheThumbScrollsInProportion() {
        let host = TestHost(WhiteRows(), size: size)
        host.graph.hover(at: CGPoint(x: 195, y: 40))
        host.pointerDown(at: CGPoint(x: 195, y: 40))
        // The thumb travels 316.8 points for 1,600 of content: 50 points of drag scroll 252.5.
        host.pointerMove(to: CGPoint(x: 195, y: 90))
        XCTAssertEqual(scrollOffset(host).y, 50 * 1600 / 316.8, accuracy: 0.01)
        // Past the end the content stops at its end, and comes back with the pointer.
        host.pointerMove(to: CGPoint(x: 150, y: 2000))
        XCTAssertEqual(scrollOffset(host).y, 1600)
        host.pointerMove(to: CGPoint(x: 195, y: 40))
        XCTAssertEqual(scrollOffset(host).y, 0, accuracy: 0.01)
        host.pointerMove(to: CGPoint(x: 195, y: 60))
        host.pointerUp()
        XCTAssertEqual(scrollOffset(host).y, 20 * 1600 / 316.8, accuracy: 0.01)
    }

    func testAPressOnTheThumbDoesNotReachTheViewsBelow() {
        var taps = 0
        let host = TestHost(ScrollView {
            VStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.white.frame(height: 20) } }
                .contentShape(Rectangle()).onTapGesture { taps += 1 }
        }, size: size)
        // Hidden: the press is the content's.
        host.tap(at: CGPoint(x: 195, y: 40))
        XCTAssertEqual(taps, 1)
        host.scroll(by: CGSize(width: 0, height: 1), at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 195, y: 40))
        XCTAssertEqual(taps, 1, "shown: the bar's")
        host.tap(at: CGPoint(x: 100, y: 40))
        XCTAssertEqual(taps, 2)
    }

    func testAClickInTheTrackPagesTowardsIt() {
        let host = TestHost(WhiteRows(), size: size)
        host.graph.hover(at: CGPoint(x: 195, y: 300))
        host.tap(at: CGPoint(x: 195, y: 300))
        host.advance(by: 0.3)
        // A page is nine tenths of the view.
        XCTAssertEqual(scrollOffset(host).y, 360, accuracy: 0.01)
        // Above the thumb (now at 73.3..152.5): a page back.
        host.tap(at: CGPoint(x: 195, y: 20))
        host.advance(by: 0.3)
        XCTAssertEqual(scrollOffset(host).y, 0, accuracy: 0.01)
    }

    func testHoldingTheTrackPagesUntilTheThumbReachesThePointer() {
        let host = TestHost(WhiteRows(), size: size)
        host.graph.hover(at: CGPoint(x: 195, y: 390))
        host.pointerDown(at: CGPoint(x: 195, y: 390))
        host.advance(by: 3)
        host.pointerUp()
        XCTAssertEqual(scrollOffset(host).y, 1600, accuracy: 0.01)
        let half = TestHost(WhiteRows(), size: size)
        half.graph.hover(at: CGPoint(x: 195, y: 200))
        half.pointerDown(at: CGPoint(x: 195, y: 200))
        half.advance(by: 3)
        half.pointerUp()
        // It stops once the thumb covers y = 200: thumb starts ≤ 200.
        let offset = scrollOffset(half).y
        let thumbStart = 2 + 316.8 * offset / 1600
        XCTAssertLessThanOrEqual(thumbStart, 200)
        XCTAssertGreaterThan(thumbStart + 79.2, 200)
    }

    func testIndicatorsHiddenAndNeverShowNoBarNorTakePresses() {
        for visibility in [ScrollIndicatorVisibility.hidden, .never] {
            var taps = 0
            let host = TestHost(ScrollView {
                VStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.white.frame(height: 20) } }
                    .contentShape(Rectangle()).onTapGesture { taps += 1 }
            }.scrollIndicators(visibility), size: size)
            host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 200))
            for y in stride(from: 2.0, to: 398, by: 8) { XCTAssertTrue(isWhite(host, 195, y), "\(visibility) y \(y)") }
            host.tap(at: CGPoint(x: 195, y: 20))
            XCTAssertEqual(taps, 1)
            XCTAssertEqual(scrollOffset(host).y, 40, "the wheel still scrolls")
        }
        let vertical = TestHost(ScrollView(showsIndicators: false) {
            VStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.white.frame(height: 20) } }
        }, size: size)
        vertical.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 200))
        XCTAssertTrue(isWhite(vertical, 195, 20))
        // Along one axis only: the vertical bar hidden, the horizontal one shown.
        let both = TestHost(ScrollView([.horizontal, .vertical]) {
            Color.white.frame(width: 1000, height: 1000)
        }.scrollIndicators(.hidden, axes: .vertical), size: size)
        both.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 200))
        XCTAssertTrue(isWhite(both, 195, 20))
        XCTAssertTrue(showsThumb(both, 20, 395))
        XCTAssertEqual(EnvironmentValues().verticalScrollIndicatorVisibility, .automatic)
    }

    func testHorizontalBarAndShiftWheel() {
        let host = TestHost(WhiteRows(axes: .horizontal), size: size)
        XCTAssertFalse(host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 200)),
                       "a vertical wheel over a horizontal scroll view with nothing around it")
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 200), modifiers: .shift))
        XCTAssertEqual(scrollOffset(host), CGPoint(x: 40, y: 0))
        // The bar along the bottom: 196 points of track, 200/2000 of it long.
        XCTAssertTrue(showsThumb(host, 10, 395))
        XCTAssertTrue(isWhite(host, 30, 395))
        host.scroll(by: CGSize(width: 30, height: 0), at: CGPoint(x: 100, y: 200))
        XCTAssertEqual(scrollOffset(host), CGPoint(x: 70, y: 0))
    }

    func testPreciseDeltasScrollByTheirFractions() {
        let host = TestHost(WhiteRows(), size: size)
        // A touchpad's small deltas (0.1 of a notch at 40 points) add up without rounding.
        for _ in 0..<10 { host.scroll(by: CGSize(width: 0, height: 4.4), at: CGPoint(x: 100, y: 200)) }
        XCTAssertEqual(scrollOffset(host).y, 44, accuracy: 0.0001)
        host.scroll(by: CGSize(width: 0, height: -0.25), at: CGPoint(x: 100, y: 200))
        XCTAssertEqual(scrollOffset(host).y, 43.75, accuracy: 0.0001)
        // No momentum is added: the offset stays where the deltas left it.
        host.advance(by: 1)
        XCTAssertEqual(scrollOffset(host).y, 43.75, accuracy: 0.0001)
    }

    func testBarsInDarkMode() {
        let host = TestHost(ScrollView {
            VStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.black.frame(height: 20) } }
        }.environment(\.colorScheme, .dark), size: size)
        host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 200))
        let c = host.color(at: CGPoint(x: 195, y: 40))
        XCTAssertTrue(c.r > 100 && c.r < 160, "white at 0.5 over black: \(c)")
    }
}
