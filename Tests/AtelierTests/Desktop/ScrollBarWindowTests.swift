import XCTest
@testable @_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierTesting
import GalleryKit

/// The overlay scroll bars in a real window (Xvfb), driven with xdotool: the wheel scrolls and the bar shows,
/// and dragging the thumb scrolls, as TestHost draws the same input headless.
@preconcurrency @MainActor final class ScrollBarWindowTests: XCTestCase {
    static let size = CGSize(width: 660, height: 400)

    static var galleryURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Gallery")
    }

    /// Screenshots the window until it matches the headless frame (within antialiasing noise, the whole
    /// window and the bar's strip on its own), or 8 s pass; the last problems.
    private static func assertWindow(_ session: XvfbSession, matches expected: XvfbSession.Image, strip: CGRect,
                                     _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(8)
        var problems: [String] = []
        repeat {
            let shot = try session.screenshot()
            problems = []
            guard shot.width == expected.width, shot.height == expected.height else {
                problems = ["the window is \(shot.width)x\(shot.height), the headless frame \(expected.width)x\(expected.height)"]
                usleep(100_000)
                continue
            }
            var total = 0, stripTotal = 0, stripCount = 0
            for y in 0..<shot.height {
                for x in 0..<shot.width {
                    let d = shot.distance(to: expected, x, y)
                    total += d
                    if strip.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) { stripTotal += d; stripCount += 1 }
                }
            }
            let mean = Double(total) / Double(shot.width * shot.height * 3)
            if mean >= 1 { problems.append("the window differs from the headless frame by \(mean) per channel on average") }
            let stripMean = Double(stripTotal) / Double(max(1, stripCount) * 3)
            if stripMean >= 3 { problems.append("the bar's strip differs by \(stripMean) per channel on average") }
            if problems.isEmpty { return }
            usleep(100_000)
        } while Date() < deadline
        for problem in problems { XCTFail("\(what): \(problem)", file: file, line: line) }
    }

    /// The scroll view under a point of a headless host and its vertical bar.
    private static func bar(in host: TestHost, at point: CGPoint) throws -> (ScrollViewNode, ScrollBarGeometry) {
        host.refresh()
        let scroll = try XCTUnwrap(HitTesting.scrollViews(in: host.graph.root, at: point).first?.node, "a scroll view")
        let bar = try XCTUnwrap(scroll.scrollBarGeometries.first { $0.axis == .vertical }, "a vertical bar")
        return (scroll, bar)
    }

    func testTheWheelScrollsAndShowsTheBarAndDraggingTheThumbScrolls() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.galleryURL.path) else {
            throw XvfbSession.Failure.toolFailed("no Gallery executable at \(Self.galleryURL.path): build it with `swift build --build-tests`")
        }
        let session = try XvfbSession(screen: (1400, 1100))
        try session.launch(Self.galleryURL, arguments: ["--window", "--screen", "buttons"], title: "Atelier Gallery",
                           environment: ["ATELIER_HOST_STATS": "1"])
        try session.xdotool(["windowsize", session.window, "660", "400"])
        let host = WindowTwin.host(GalleryView(initialScreen: "buttons"), size: Self.size)
        let over = CGPoint(x: 450, y: 200)

        // Three notches down: 120 points; the bar shows. The pointer then rests on the bar, which holds it (wide).
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 120), at: over))
        let (scroll, bar) = try Self.bar(in: host, at: over)
        XCTAssertEqual(scroll.contentOffset.y, 120)
        let onBar = CGPoint(x: bar.strip.midX, y: bar.thumb(wide: true).midY)
        host.graph.hover(at: onBar)
        let scrolled = try session.image(of: host)
        try session.move(to: over)
        try session.xdotool(["click", "--repeat", "3", "--delay", "50", "5"])
        usleep(200_000)
        try session.move(to: onBar)
        try Self.assertWindow(session, matches: scrolled, strip: bar.strip, "after three wheel notches, the pointer on the bar")
        let shot = try session.screenshot()
        let thumbPixel = shot.pixel(Int(onBar.x) + 2, Int(onBar.y))
        XCTAssertLessThan(thumbPixel.0, 200, "the thumb shows in the screenshot: \(thumbPixel)")

        // Dragging the thumb 80 points down scrolls in proportion.
        let end = CGPoint(x: onBar.x, y: onBar.y + 80)
        host.pointerDown(at: onBar)
        for step in 1...5 {
            host.pointerMove(to: CGPoint(x: onBar.x, y: onBar.y + 80 * CGFloat(step) / 5))
        }
        host.pointerUp()
        host.graph.hover(at: end)
        let expectedOffset = min(120 + bar.contentDistance(forThumbDistance: 80), bar.scrollRange)
        XCTAssertEqual(scroll.contentOffset.y, expectedOffset, accuracy: 0.01)
        let dragged = try session.image(of: host)
        try session.drag(from: onBar, to: end)
        let (_, draggedBar) = try Self.bar(in: host, at: over)
        try Self.assertWindow(session, matches: dragged, strip: draggedBar.strip, "after dragging the thumb")

        // The pointer moves off the bar: the bar fades a second later, and then the window is idle (the fade's
        // animation stops): no frames, next to no CPU.
        try session.move(to: over)
        usleep(2_000_000)
        let shown = try session.screenshot()
        let faded = shown.pixel(Int(onBar.x) + 2, Int(end.y))
        XCTAssertGreaterThan(faded.0, 200, "the bar faded: \(faded)")
        let frames = session.output.components(separatedBy: "atelier: frame ").count
        let cpuBefore = try XCTUnwrap(session.appCPUTime())
        usleep(3_000_000)
        let cpuIdle = try XCTUnwrap(session.appCPUTime()) - cpuBefore
        XCTAssertLessThan(cpuIdle, 0.05, "a window whose bar faded used \(cpuIdle) s of CPU in 3 s")
        XCTAssertEqual(session.output.components(separatedBy: "atelier: frame ").count, frames, "no frames once faded")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }
}
