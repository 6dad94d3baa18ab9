import XCTest
import Atelier
import AtelierTesting
import JotterKit

// The example app in a real window under Xvfb: F10 opens the menu bar, Control+N (File > New's shortcut) opens a
// second document window, a click on File > New Scratchpad a third, Control+Q quits.

@preconcurrency @MainActor final class JotterWindowTests: XCTestCase {
    static var jotterURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Jotter")
    }

    func testWindowsMenusAndShortcutsOnTheDesktop() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.jotterURL.path) else {
            throw XCTSkip("Jotter is not built next to the tests (swift build builds it)")
        }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("jotter-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        // A held Control+N opens a window at each repeat, as on macOS: under load xdotool's release came late enough
        // for the server to repeat it (five more windows in one CI run), so the keys here do not repeat.
        let session = try XvfbSession(screen: (1400, 1100), keyRepeatDelay: 30_000)
        try session.launch(Self.jotterURL, arguments: [], title: "Untitled",
                           environment: ["XDG_STATE_HOME": state.path, "ATELIER_COLOR_SCHEME": "light"])
        // The menu bar is drawn under the title: its strip is the system's secondary background.
        let bar = try session.screenshot().pixel(600, 12)
        XCTAssertEqual(bar.0, 242, "the menu bar's strip: \(bar)")

        // F10 opens the first menu: its title turns the accent colour and the card shows Quit.
        try session.keys(["F10"])
        var title = (0, 0, 0)
        XCTAssertTrue(try eventually { title = try session.screenshot().pixel(12, 12); return title.2 > 200 && title.0 < 80 },
                      "the app menu's title highlighted: \(title)")
        try session.keys(["Escape"])
        XCTAssertTrue(try eventually { title = try session.screenshot().pixel(12, 12); return title.0 > 200 }, "closed again: \(title)")

        // Control+N: File > New, a second document window.
        try session.keys(["ctrl+n"])
        XCTAssertTrue(session.switchToWindow(titled: "Untitled 2"), "a second window: \(session.windowTitles())")

        // By the mouse: File > New Scratchpad (where the headless host of the same window puts it).
        let headless = AppTestHost(JotterApp(), appName: "Jotter")
        let probe = try XCTUnwrap(headless.activeWindow)
        let file = try XCTUnwrap(probe.frame(ofText: "File"))
        probe.tap(onText: "File")
        let item = try XCTUnwrap(probe.frame(ofText: "New Scratchpad"))
        try session.click(at: CGPoint(x: file.midX, y: file.midY))
        usleep(300_000)
        try session.click(at: CGPoint(x: item.midX, y: item.midY))
        XCTAssertTrue(session.switchToWindow(titled: "Scratchpad"), "the scratchpad: \(session.windowTitles())")
        XCTAssertEqual(Set(session.windowTitles()), ["Untitled", "Untitled 2", "Scratchpad"])

        // Control+Q quits (no document has changes).
        // (The window is gone before xdotool releases the keys, which it then reports as a failure.)
        _ = try? session.keys(["ctrl+q"])
        XCTAssertEqual(session.waitForAppExit(), 0, session.output)
    }

    private func eventually(timeout: Double = 8, _ condition: () throws -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            usleep(200_000)
        }
        return try condition()
    }
}
