import XCTest
@_spi(Backend) import AtelierCore
import AtelierTesting

/// The resting pointer in a real window (Xvfb, xdotool): a hovered bordered button highlights, a `.help` view shows its
/// tooltip after a rest and loses it when the pointer leaves, and the SDL cursor is set only when the style changes.
/// The window is PointerProbeApp: the button centred at (100, 60), "Rest here" with help at (100, 150), a
/// link-cursor region at (260...340, 130...170), in a 400 by 300 window at one pixel per point, under the window's
/// menu bar (so `bar` points lower in the window).
@preconcurrency @MainActor final class PointerWindowTests: XCTestCase {
    /// How far the probe's content sits below the window's top.
    private let bar = WindowTwin.menuBarHeight

    private static var probeURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PointerProbeApp")
    }

    private func startProbe() throws -> XvfbSession {
        guard FileManager.default.isExecutableFile(atPath: Self.probeURL.path) else {
            throw XvfbSession.Failure.toolFailed("no PointerProbeApp at \(Self.probeURL.path): build it with `swift build --build-tests`")
        }
        let session = try XvfbSession()
        try session.launch(Self.probeURL, arguments: [], title: "Pointer Probe", environment: ["ATELIER_HOST_STATS": "1"])
        return session
    }

    /// Screenshots until `done` holds or `timeout` seconds pass; whether it held.
    private static func eventually(_ session: XvfbSession, timeout: Double = 6, _ done: (XvfbSession.Image) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if done(try session.screenshot()) { return true }
            if Date() >= deadline { return false }
            usleep(100_000)
        }
    }

    /// How many pixels of a rectangle differ (by more than `threshold`, channels summed) between two screenshots.
    private static func changed(_ a: XvfbSession.Image, _ b: XvfbSession.Image, in rect: CGRect, threshold: Int = 6) -> Int {
        var n = 0
        for y in Int(rect.minY)..<min(Int(rect.maxY), a.height, b.height) {
            for x in Int(rect.minX)..<min(Int(rect.maxX), a.width, b.width) where a.distance(to: b, x, y) > threshold { n += 1 }
        }
        return n
    }

    /// How many pixels of a rectangle have the tooltip's light fill (246, 246, 246).
    private static func tooltipPixels(_ image: XvfbSession.Image, in rect: CGRect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<min(Int(rect.maxY), image.height) {
            for x in Int(rect.minX)..<min(Int(rect.maxX), image.width) where image.pixel(x, y) == (246, 246, 246) { n += 1 }
        }
        return n
    }

    func testAHoveredBorderedButtonHighlightsAndReturns() throws {
        let session = try startProbe()
        try session.move(to: CGPoint(x: 380, y: 280 + bar))
        usleep(200_000)
        let before = try session.screenshot()
        let button = CGRect(x: 30, y: 40 + bar, width: 140, height: 40)
        try session.move(to: CGPoint(x: 100, y: 60 + bar))
        XCTAssertTrue(try Self.eventually(session) { Self.changed(before, $0, in: button) > 500 },
                      "the button's fill changes under the pointer")
        let hovered = try session.screenshot()
        XCTAssertEqual(Self.changed(before, hovered, in: CGRect(x: 200, y: 0 + bar, width: 200, height: 100)), 0,
                       "nothing else changes")
        try session.move(to: CGPoint(x: 380, y: 280 + bar))
        XCTAssertTrue(try Self.eventually(session) { Self.changed(before, $0, in: button) == 0 },
                      "the button is as it was once the pointer leaves")
        try session.requestWindowClose()
        XCTAssertEqual(session.waitForAppExit(), 0, session.output)
    }

    func testAHelpViewShowsItsTooltipAfterARestAndLosesIt() throws {
        let session = try startProbe()
        try session.move(to: CGPoint(x: 380, y: 280 + bar))
        usleep(200_000)
        let below = CGRect(x: 90, y: 160 + bar, width: 300, height: 60)
        XCTAssertEqual(Self.tooltipPixels(try session.screenshot(), in: below), 0, "no tooltip yet")
        try session.move(to: CGPoint(x: 100, y: 150 + bar))
        XCTAssertTrue(try Self.eventually(session) { Self.tooltipPixels($0, in: below) > 400 },
                      "the tooltip's box shows below the pointer")
        // A shown tooltip keeps no timer: the idle window uses no CPU.
        usleep(300_000)
        if let start = session.appCPUTime() {
            usleep(1_000_000)
            let used = (session.appCPUTime() ?? start) - start
            XCTAssertLessThan(used, 0.05, "an idle window with a tooltip showing uses \(used) s of CPU a second")
        }
        try session.move(to: CGPoint(x: 380, y: 280 + bar))
        XCTAssertTrue(try Self.eventually(session) { Self.tooltipPixels($0, in: below) == 0 }, "gone once the pointer leaves")
        try session.requestWindowClose()
        XCTAssertEqual(session.waitForAppExit(), 0, session.output)
    }

    func testTheCursorIsSetOnlyWhenItsStyleChanges() throws {
        let session = try startProbe()
        try session.move(to: CGPoint(x: 380, y: 280 + bar))
        // Many moves inside the link region, then out: the hand once, the arrow once.
        for i in 0..<40 {
            let y = CGFloat(140 + i % 20) + bar
            try session.move(to: CGPoint(x: CGFloat(265 + i * 2), y: y))
        }
        usleep(200_000)
        try session.move(to: CGPoint(x: 380, y: 280 + bar))
        usleep(300_000)
        try session.requestWindowClose()
        XCTAssertEqual(session.waitForAppExit(), 0, session.output)
        XCTAssertTrue(session.output.contains(", 2 cursor changes"), "arrow to hand and back, each set once: \(session.output)")
    }
}
