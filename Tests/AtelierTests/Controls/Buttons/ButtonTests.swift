import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// Button: actions under simulated input, disabled, initializers, keyboard shortcuts.
@preconcurrency @MainActor final class ButtonTests: XCTestCase {
    override func setUp() async throws {
        ButtonLog.entries = []
    }

    func testTapRunsTheActionOnce() {
        let host = TestHost(Button("Go") { ButtonLog.entries.append("go") }, size: CGSize(width: 200, height: 100))
        host.tap(onText: "Go")
        XCTAssertEqual(ButtonLog.entries, ["go"])
    }

    func testReleaseOutsideStillRunsTheAction() {
        let host = TestHost(Button("Go") { ButtonLog.entries.append("go") }, size: CGSize(width: 390, height: 300))
        guard let label = host.frame(ofText: "Go") else { return XCTFail("no Go; texts: \(host.texts)") }
        host.pointerDown(at: label.centre)
        XCTAssertEqual(ButtonLog.entries, [], "nothing runs on touch-down")
        host.pointerMove(to: CGPoint(x: label.midX + 150, y: label.midY + 120))
        host.pointerUp()
        XCTAssertEqual(ButtonLog.entries, ["go"], "the action runs on release, even outside")
    }

    func testDisabledButtonDoesNotRun() {
        let view = VStack {
            Button("Off") { ButtonLog.entries.append("off") }.disabled(true)
            Button("Styled") { ButtonLog.entries.append("styled") }.buttonStyle(PressFillStyle()).disabled(true)
        }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        host.tap(onText: "Off")
        host.tap(onText: "Styled")
        XCTAssertEqual(ButtonLog.entries, [])
    }

    func testIsPressedFromTouchDownUntilRelease() {
        let host = TestHost(Button("Tap Me!") {}.buttonStyle(PressFillStyle(color: .blue)), size: CGSize(width: 300, height: 200))
        guard let label = host.frame(ofText: "Tap Me!") else { return XCTFail("no label") }
        let probe = CGPoint(x: label.midX, y: label.minY - 5)
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.blue), "idle: \(host.color(at: probe))")
        host.pointerDown(at: label.centre)
        let pressed = host.color(at: probe)
        XCTAssertTrue(nearRGBA(pressed, RGBA(r: 128, g: 189, b: 255, a: 255), 8), "pressed: blue at 0.5, is \(pressed)")
        host.pointerMove(to: CGPoint(x: 290, y: 190))
        XCTAssertTrue(nearRGBA(host.color(at: probe), pressed, 2), "still pressed after moving outside")
        host.pointerUp()
        XCTAssertTrue(nearRGBA(host.color(at: probe), Palette.blue), "released: \(host.color(at: probe))")
    }

    func testInitializersBuildTheirLabels() {
        let title: String = "From String"
        let view = VStack {
            Button("Key") {}
            Button(title) {}
            Button("Delete", role: .destructive) {}
            Button(title[...], role: .cancel) {}
            Button(action: {}) { Text("Closure") }
            Button(role: .destructive, action: {}) { Text("Closure role") }
            Button("Star", systemImage: "star") {}
            Button("Trash", systemImage: "trash", role: .destructive) {}
        }
        let host = TestHost(view, size: CGSize(width: 300, height: 400))
        XCTAssertEqual(host.texts, ["Key", "From String", "Delete", "From String", "Closure", "Closure role", "Star", "Trash"])
    }

    func testKeyboardShortcutIsRecordedAndPerformed() {
        let view = VStack {
            Button("Save") { ButtonLog.entries.append("save") }.keyboardShortcut("s")
            Button("OK") { ButtonLog.entries.append("ok") }.keyboardShortcut(.defaultAction)
            Button("Cancel") { ButtonLog.entries.append("cancel") }.keyboardShortcut(.cancelAction).disabled(true)
        }
        let graph = ViewGraph(root: view)
        graph.flush(through: .update)
        graph.flush(through: .layout, in: CGSize(width: 200, height: 200))
        XCTAssertTrue(graph.performKeyboardShortcut(KeyboardShortcut("s")))
        XCTAssertTrue(graph.performKeyboardShortcut(.defaultAction))
        XCTAssertFalse(graph.performKeyboardShortcut(.cancelAction), "a disabled button does not take its shortcut")
        XCTAssertFalse(graph.performKeyboardShortcut(KeyboardShortcut("s", modifiers: .shift)))
        XCTAssertEqual(ButtonLog.entries, ["save", "ok"])
        XCTAssertEqual(KeyboardShortcut.defaultAction.key, .return)
        XCTAssertEqual(KeyboardShortcut("q").modifiers, .command)
    }

    func testControlSizeIsInTheEnvironment() {
        XCTAssertEqual(EnvironmentValues().controlSize, .regular)
        XCTAssertEqual(ControlSize.allCases, [.mini, .small, .regular, .large, .extraLarge])
    }
}
