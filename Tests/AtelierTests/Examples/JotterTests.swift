import XCTest
@_spi(Backend) import AtelierCore
import Atelier
@_spi(Backend) import AtelierTesting
import JotterKit

// The example app, driven as a user would: typing, the menu bar and its shortcuts, the Format menu acting on the
// focused document, undo, saving and reopening, scratchpads and Settings.

@preconcurrency @MainActor final class JotterTests: XCTestCase {
    nonisolated(unsafe) private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("jotter-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        UserDefaults.standard.removeObject(forKey: "jotter.fontSize")
        UserDefaults.standard.removeObject(forKey: "jotter.showsStatusBar")
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// Clicks into the window's text.
    private func clickIntoText(_ window: TestHost) {
        window.tap(at: CGPoint(x: window.size.width / 2, y: 120))
    }

    private func accept(_ host: TestHost, _ label: String) {
        guard let frame = host.frames(ofText: label).last else { return XCTFail("no \(label) in \(host.texts)") }
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.advance(by: 1)
    }

    func testWritingFormattingUndoingAndSaving() throws {
        let app = AppTestHost(JotterApp(), chooserDirectory: folder)
        XCTAssertEqual(app.windowTitles, ["Untitled"])
        let window = try XCTUnwrap(app.activeWindow)
        XCTAssertEqual(Array(window.texts.prefix(6)), ["JotterApp", "File", "Edit", "Format", "Window", "Help"], "the menu bar")
        clickIntoText(window)
        window.type("hello world")
        XCTAssertTrue(window.texts.contains("2 words, 11 characters"), "\(window.texts)")
        XCTAssertEqual(app.windowTitles, ["Untitled — Edited"])
        window.keyDown("u", modifiers: [.command, .shift])
        XCTAssertEqual(window.focusedTextField?.text, "HELLO WORLD", "Format > Make Upper Case by its shortcut, on the focused document")
        window.keyDown("z", modifiers: .command)
        XCTAssertEqual(window.focusedTextField?.text, "hello world", "Edit > Undo by Control+Z")
        window.keyDown("z", modifiers: [.command, .shift])
        XCTAssertEqual(window.focusedTextField?.text, "HELLO WORLD", "Redo")
        // By the menu: Format > Capitalize.
        window.tap(onText: "Format")
        window.tap(onText: "Capitalize")
        XCTAssertEqual(window.focusedTextField?.text, "Hello World")
        window.keyDown("s", modifiers: .command)
        window.advance(by: 1)
        XCTAssertEqual(window.focusedTextField?.text, "Untitled.txt", "Save asks where")
        window.keyDown("a", modifiers: .command)
        window.type("greeting.txt")
        accept(window, "Save")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("greeting.txt"), encoding: .utf8), "Hello World")
        XCTAssertEqual(app.windowTitles, ["greeting.txt"])

        let again = AppTestHost(JotterApp(), urls: [folder.appendingPathComponent("greeting.txt")], chooserDirectory: folder)
        XCTAssertEqual(again.windowTitles, ["greeting.txt"])
        XCTAssertTrue(again.activeWindow?.texts.contains("2 words, 11 characters") ?? false)
    }

    func testTheFormatMenuIsDisabledWithoutADocument() throws {
        let app = AppTestHost(JotterApp(), chooserDirectory: folder)
        let window = try XCTUnwrap(app.activeWindow)
        window.keyDown("n", modifiers: [.command, .option])
        XCTAssertEqual(app.windowTitles, ["Untitled", "Scratchpad"], "File > New Scratchpad by its shortcut")
        let scratch = try XCTUnwrap(app.activeWindow)
        scratch.tap(onText: "Format")
        scratch.tap(onText: "Make Upper Case")
        XCTAssertEqual(app.windowTitles, ["Untitled", "Scratchpad"])
        XCTAssertTrue(scratch.texts.contains("Make Upper Case"), "a disabled item does not run or close the menu")
        scratch.keyDown(.escape)
        scratch.keyDown("n", modifiers: .command)
        XCTAssertEqual(app.windowTitles, ["Untitled", "Scratchpad", "Untitled 2"], "File > New makes another document")
    }

    func testSettingsChangeEveryDocument() throws {
        let app = AppTestHost(JotterApp(), chooserDirectory: folder)
        let window = try XCTUnwrap(app.activeWindow)
        XCTAssertTrue(window.texts.contains("0 words, 0 characters"))
        window.keyDown(",", modifiers: .command)
        XCTAssertEqual(app.windowTitles, ["Untitled", "Settings"], "Settings… by Control+comma")
        let settings = try XCTUnwrap(app.window(titled: "Settings"))
        // The switch at the row's trailing end.
        let row = try XCTUnwrap(settings.frame(ofText: "Show the status bar"))
        settings.tap(at: CGPoint(x: settings.size.width - 45, y: row.midY))
        XCTAssertEqual(UserDefaults.standard.object(forKey: "jotter.showsStatusBar") as? Bool, false)
        XCTAssertFalse(window.texts.contains("0 words, 0 characters"), "the document window follows the setting")
    }
}
