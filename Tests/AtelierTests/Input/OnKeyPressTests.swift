import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// What the key handlers of a test heard, in order.
@MainActor final class KeyLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A focusable square inside a stack with handlers at both levels: the inner one answers `inner`, the outer
/// one hears what the inner ignores.
private struct NestedHandlers: View {
    let log: KeyLog
    let inner: KeyPress.Result
    var body: some View {
        VStack {
            Color.blue.frame(width: 60, height: 40)
                .focusable()
                .onKeyPress { press in log.add("inner \(press.characters)"); return inner }
            Text("below")
        }
        .onKeyPress { press in log.add("outer \(press.characters)"); return .handled }
    }
}

@preconcurrency @MainActor final class OnKeyPressTests: XCTestCase {
    private static let size = CGSize(width: 300, height: 200)

    func testEachFormHearsItsKeysWhileItsViewHasFocus() {
        let log = KeyLog()
        let view = VStack {
            Color.gray.frame(width: 50, height: 50)
                .focusable()
                .onKeyPress("a") { log.add("key a"); return .ignored }
                .onKeyPress("b", phases: .down) { press in log.add("key b \(press.phase.debugDescription)"); return .ignored }
                .onKeyPress(keys: [.upArrow, .downArrow]) { press in log.add("keys \(press.key == .upArrow ? "up" : "down")"); return .ignored }
                .onKeyPress(characters: .decimalDigits) { press in log.add("digit \(press.characters)"); return .ignored }
                .onKeyPress(phases: .down) { press in log.add("any \(press.characters)"); return .ignored }
                .onKeyPress { press in log.add("action \(press.characters)"); return .handled }
        }
        let host = TestHost(view, size: Self.size)
        XCTAssertTrue(host.keyDown(.tab), "the focusable view is a Tab stop")
        XCTAssertTrue(host.keyDown("a"))
        XCTAssertEqual(log.entries, ["key a", "any a", "action a"], "innermost first; each ignores until the last")
        log.entries = []
        host.keyDown("b")
        host.keyDown(.upArrow)
        host.keyDown("7")
        XCTAssertEqual(log.entries, ["key b [down]", "any b", "action b", "keys up", "any \u{F700}", "action \u{F700}",
                                     "digit 7", "any 7", "action 7"])
    }

    func testHandledStopsThePressAndIgnoredPassesItToTheNextHandlerOut() {
        let handledLog = KeyLog()
        let handled = TestHost(NestedHandlers(log: handledLog, inner: .handled), size: Self.size)
        handled.keyDown(.tab)
        XCTAssertTrue(handled.keyDown("x"))
        XCTAssertEqual(handledLog.entries, ["inner x"])

        let ignoredLog = KeyLog()
        let ignored = TestHost(NestedHandlers(log: ignoredLog, inner: .ignored), size: Self.size)
        ignored.keyDown(.tab)
        XCTAssertTrue(ignored.keyDown("x"))
        XCTAssertEqual(ignoredLog.entries, ["inner x", "outer x"])
    }

    func testAnIgnoredPressGoesOnToTheDefaultHandling() {
        let log = KeyLog()
        let view = VStack {
            Button("Save") { log.add("save") }.keyboardShortcut(.defaultAction)
            Color.gray.frame(width: 50, height: 50).focusable()
                .onKeyPress(.return) { log.add("return seen"); return .ignored }
        }
        let host = TestHost(view, size: Self.size)
        host.keyDown(.tab)
        host.keyDown(.tab)
        XCTAssertTrue(host.keyDown(.return))
        XCTAssertEqual(log.entries, ["return seen", "save"], "the shortcut runs after the handler ignored Return")
    }

    func testAHandledPressKeepsItFromTheShortcutAndFocusKeys() {
        let log = KeyLog()
        let view = VStack {
            Button("Save") { log.add("save") }.keyboardShortcut(.defaultAction)
            Color.gray.frame(width: 50, height: 50).focusable()
                .onKeyPress(keys: [.return, .tab]) { press in log.add(press.key == .tab ? "tab" : "return"); return .handled }
        }
        let host = TestHost(view, size: Self.size)
        host.keyDown(.tab)
        host.keyDown(.tab)
        let square = host.keyboardFocusFrame
        XCTAssertTrue(host.keyDown(.return))
        XCTAssertTrue(host.keyDown(.tab))
        XCTAssertEqual(log.entries, ["return", "tab"])
        XCTAssertEqual(host.keyboardFocusFrame, square, "a handled Tab does not move focus")
    }

    func testAHandlerWithoutFocusInsideDoesNotFire() {
        let log = KeyLog()
        let view = VStack {
            Color.gray.frame(width: 50, height: 50)
                .onKeyPress { _ in log.add("unfocusable"); return .handled }
            Color.gray.frame(width: 50, height: 50).focusable()
                .onKeyPress(characters: .letters) { _ in log.add("not focused"); return .handled }
            Button("Other") {}
        }
        .padding()
        let host = TestHost(view, size: Self.size)
        XCTAssertFalse(host.keyDown("a"), "nothing has focus: no handler hears the key")
        host.keyDown(.tab)
        host.keyDown(.tab)
        XCTAssertNotNil(host.keyboardFocusFrame)
        XCTAssertFalse(host.keyDown("a"), "focus is on the button, beside the handlers")
        XCTAssertEqual(log.entries, [])
    }

    func testPhasesDownRepeatAndUp() {
        let log = KeyLog()
        let view = Color.gray.frame(width: 50, height: 50).focusable()
            .onKeyPress("k", phases: .all) { press in log.add(press.phase.debugDescription); return .handled }
            .onKeyPress("d") { log.add("d"); return .handled }
        let host = TestHost(view, size: Self.size)
        host.keyDown(.tab)
        XCTAssertTrue(host.keyDown("k"))
        XCTAssertTrue(host.keyRepeat("k"))
        XCTAssertTrue(host.keyRepeat("k"))
        XCTAssertTrue(host.keyUp("k"))
        XCTAssertEqual(log.entries, ["[down]", "[repeat]", "[repeat]", "[up]"])
        log.entries = []
        XCTAssertTrue(host.keyPress("d"))
        XCTAssertTrue(host.keyRepeat("d"), "the key form hears down and repeat")
        XCTAssertFalse(host.keyUp("d"), "and not up")
        XCTAssertEqual(log.entries, ["d", "d"])
    }

    func testAPressCarriesItsKeyCharactersAndModifiers() {
        var heard: [KeyPress] = []
        let view = Color.gray.frame(width: 50, height: 50).focusable()
            .onKeyPress { press in heard.append(press); return .handled }
        let host = TestHost(view, size: Self.size)
        host.keyDown(.tab)
        host.keyDown("a", modifiers: [.shift, .option])
        host.keyDown(.leftArrow)
        XCTAssertEqual(heard.count, 2)
        XCTAssertEqual(heard[0].key, "a")
        XCTAssertEqual(heard[0].characters, "a", "the characters as if no modifier applied")
        XCTAssertEqual(heard[0].modifiers, [.shift, .option])
        XCTAssertEqual(heard[0].phase, .down)
        XCTAssertEqual(heard[1].key, .leftArrow)
        XCTAssertEqual(heard[1].characters, "\u{F702}")
    }

    func testCharactersFormMatchesOnlyCharactersInTheSet() {
        let log = KeyLog()
        let view = Color.gray.frame(width: 50, height: 50).focusable()
            .onKeyPress(characters: .letters) { press in log.add(press.characters); return .handled }
        let host = TestHost(view, size: Self.size)
        host.keyDown(.tab)
        XCTAssertTrue(host.keyDown("q"))
        XCTAssertFalse(host.keyDown("5"))
        XCTAssertFalse(host.keyDown(.upArrow))
        XCTAssertEqual(log.entries, ["q"])
    }

    func testAFocusedTextFieldTypesItsCharactersAndItsAncestorHearsTheRest() {
        let log = KeyLog()
        struct Field: View {
            let log: KeyLog
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $text).frame(width: 200)
                    Text("typed: \(text)")
                }
                .onKeyPress { press in log.add(press.key == .escape ? "escape" : press.characters); return .handled }
            }
        }
        let host = TestHost(Field(log: log), size: Self.size)
        host.keyDown(.tab)
        XCTAssertNotNil(host.focusedTextField)
        XCTAssertTrue(host.keyDown("h"), "the field takes a character key")
        host.insertText("h")
        host.keyDown(.leftArrow)
        XCTAssertEqual(log.entries, [], "the field's own keys are the field's")
        XCTAssertTrue(host.keyDown(.escape))
        XCTAssertEqual(log.entries, ["escape"], "a key the field leaves goes to the handler around it")
        XCTAssertTrue(host.texts.contains("typed: h"))
    }
}
