import XCTest
import AtelierTesting

// `defaultPosition` places a window on the screen's usable area: `.bottomTrailing` puts a 400 by 120 point
// window in the bottom right corner of a 1400 by 1100 Xvfb screen (no window manager, so nothing moves it).

@preconcurrency @MainActor final class WindowPlacementTests: XCTestCase {
    private static var probeURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PointerProbeApp")
    }

    func testADefaultPositionPlacesTheWindow() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.probeURL.path) else {
            throw XvfbSession.Failure.toolFailed("no PointerProbeApp at \(Self.probeURL.path): build it with `swift build --build-tests`")
        }
        let session = try XvfbSession(screen: (1400, 1100))
        try session.launch(Self.probeURL, arguments: [], title: "Placed Probe", environment: ["ATELIER_PROBE": "placed"])
        let (w, h) = try session.windowSize()
        XCTAssertEqual(w, 400)
        XCTAssertEqual(h, 120)
        let (x, y) = try session.windowPosition()
        XCTAssertEqual(x, 1400 - 400, "at the right edge")
        XCTAssertEqual(y, 1100 - 120, "at the bottom edge")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    /// A window opening is shown once, as itself: SDL's GL renderer replaces the X window it is given, and a window
    /// shown before that appeared and vanished first (and a screenshot of it, taken meanwhile, waited forever).
    func testAnOpeningWindowIsShownOnceAndStays() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.probeURL.path) else {
            throw XvfbSession.Failure.toolFailed("no PointerProbeApp at \(Self.probeURL.path): build it with `swift build --build-tests`")
        }
        let session = try XvfbSession(screen: (1400, 1100))
        let watcher = try XMapWatcher(display: session.display)
        try session.launch(Self.probeURL, arguments: [], title: "Pointer Probe", environment: ["ATELIER_PROBE": "faults"])
        XCTAssertEqual(watcher.shownWindows().map(String.init), [session.window], "the windows shown, in order")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }
}
