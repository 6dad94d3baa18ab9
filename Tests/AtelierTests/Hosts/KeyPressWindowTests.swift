import XCTest
@_spi(Backend) import AtelierCore
import AtelierTesting

/// Typed keys in a real window (Xvfb, xdotool) reach a focusable view's `onKeyPress`: down and up from SDL's key
/// events, with modifiers, and the view shows what it heard. The window is PointerProbeApp with ATELIER_PROBE=keys:
/// an orange square (120 by 80) centred at (200, 120) that turns green on G, in a 400 by 300 window.
@preconcurrency @MainActor final class KeyPressWindowTests: XCTestCase {
    private static var probeURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PointerProbeApp")
    }

    private func startProbe() throws -> XvfbSession {
        guard FileManager.default.isExecutableFile(atPath: Self.probeURL.path) else {
            throw XvfbSession.Failure.toolFailed("no PointerProbeApp at \(Self.probeURL.path): build it with `swift build --build-tests`")
        }
        let session = try XvfbSession()
        try session.launch(Self.probeURL, arguments: [], title: "Pointer Probe", environment: ["ATELIER_PROBE": "keys"])
        return session
    }

    /// How many pixels of the square are near a colour.
    private static func count(_ image: XvfbSession.Image, near color: (Int, Int, Int)) -> Int {
        var n = 0
        for y in (85 + Int(WindowTwin.menuBarHeight))..<(155 + Int(WindowTwin.menuBarHeight)) {
            for x in 145..<255 {
                let p = image.pixel(x, y)
                if abs(p.0 - color.0) + abs(p.1 - color.1) + abs(p.2 - color.2) < 30 { n += 1 }
            }
        }
        return n
    }

    func testTypedKeysReachOnKeyPressWithTheirPhasesAndTheViewShowsThem() throws {
        let session = try startProbe()
        let orange = (255, 149, 0), green = (52, 199, 89)
        XCTAssertGreaterThan(Self.count(try session.screenshot(), near: orange), 5000, "the square starts orange")
        try session.keys(["a"])
        usleep(300_000)
        XCTAssertFalse(session.output.contains("key a"), "before focus reaches the square, its handler hears nothing")
        try session.keys(["Tab"])
        try session.keys(["a"])
        // Shift held around B's press and release (xdotool's "shift+b" lets Shift go before B).
        try session.xdotool(["keydown", "--window", session.window, "shift"])
        try session.keys(["b"])
        try session.xdotool(["keyup", "--window", session.window, "shift"])
        XCTAssertTrue(session.waitForOutput("key a up", timeout: 10), session.output)
        XCTAssertTrue(session.waitForOutput("key b up", timeout: 10), session.output)
        // Tab's own release reaches the square its press focused, as a window's new focus gets the key's up.
        let lines = session.output.split(separator: "\n").filter { $0.hasPrefix("key ") }.drop { $0 == "key \t up 0" }
        XCTAssertEqual(Array(lines.prefix(4)), ["key a down 0", "key a up 0", "key b down 2", "key b up 2"],
                       "down then up, Shift among the modifiers")
        try session.keys(["g"])
        var shot = try session.screenshot()
        for _ in 0..<60 where Self.count(shot, near: green) < 5000 {
            usleep(100_000)
            shot = try session.screenshot()
        }
        XCTAssertGreaterThan(Self.count(shot, near: green), 5000, "the square shows the G it heard")
        try session.requestWindowClose()
        XCTAssertEqual(session.waitForAppExit(), 0, session.output)
    }

    func testAHeldKeyRepeats() throws {
        let session = try startProbe()
        try session.keys(["Tab"])
        try session.xdotool(["keydown", "--window", session.window, "r"])
        usleep(1_500_000)
        try session.xdotool(["keyup", "--window", session.window, "r"])
        XCTAssertTrue(session.waitForOutput("key r up", timeout: 10), session.output)
        let lines = session.output.split(separator: "\n").filter { $0.hasPrefix("key r") }
        XCTAssertEqual(lines.first, "key r down 0")
        XCTAssertEqual(lines.last, "key r up 0")
        XCTAssertGreaterThan(lines.filter { $0 == "key r repeat 0" }.count, 3, "the server's auto-repeat arrives as repeats")
        try session.requestWindowClose()
        XCTAssertEqual(session.waitForAppExit(), 0, session.output)
    }
}
