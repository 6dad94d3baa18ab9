import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@testable import AtelierSDL
@_spi(Backend) import AtelierCairo
import AtelierTesting

/// A field and its text shown below it.
private struct NameForm: View {
    @State var name: String
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text("name=\(name)")
        }
        .padding()
    }
}

/// A sign-up form with focus tied to an enum, a submit count and a number field.
private struct SignUp: View {
    enum Field: Hashable { case name, email, password }
    @State var name = ""
    @State var email = ""
    @State var password = ""
    @State var age = 30
    @State var submitted = 0
    @FocusState private var focus: Field?
    init(password: String = "") { _password = State(initialValue: password) }
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("Email", text: $email).focused($focus, equals: .email)
            SecureField("Password", text: $password).focused($focus, equals: .password)
            TextField("Age", value: $age, format: .number)
            Text(verbatim: "focus=\(focus.map { "\($0)" } ?? "none") submitted=\(submitted) age=\(age) password=\(password.count)")
            Button("Focus email") { focus = .email }
            Button("Clear focus") { focus = nil }
        }
        .onSubmit { submitted += 1 }
        .padding()
    }
}

@preconcurrency @MainActor final class TextFieldTests: XCTestCase {
    func testTypingIntoAFieldWritesItsBinding() {
        let host = host(NameForm(name: ""), width: 320, height: 200)
        XCTAssertTrue(host.texts.contains("Name"), "the empty field shows its title: \(host.texts)")
        XCTAssertNil(host.focusedTextField)
        host.tap(onText: "Name")
        XCTAssertNotNil(host.focusedTextField)
        host.type("Hello")
        XCTAssertTrue(host.texts.contains("name=Hello"), "\(host.texts)")
        XCTAssertEqual(host.focusedTextField?.text, "Hello")
        XCTAssertEqual(host.focusedTextField?.selection, 5..<5)
        // The caret is drawn in the tint after the text: a blue pixel right of "Hello".
        let frame = host.frame(ofText: "Hello")!
        let blue = (Int(frame.minX)..<Int(frame.maxX)).contains { x in
            let c = host.color(at: CGPoint(x: CGFloat(x) + 0.5, y: frame.midY)); return c.b > 200 && c.r < 60
        }
        XCTAssertTrue(blue, "a caret in the tint colour")
    }

    func testBackspaceAndDeleteRemoveWholeGraphemeClusters() {
        let host = host(NameForm(name: "a👩‍👩‍👧e\u{301}b"), width: 320, height: 200)
        host.tap(onText: "a👩‍👩‍👧e\u{301}b")
        host.keyDown(.end)
        host.keyDown(.delete)
        XCTAssertEqual(host.focusedTextField?.text, "a👩‍👩‍👧e\u{301}")
        host.keyDown(.delete)
        XCTAssertEqual(host.focusedTextField?.text, "a👩‍👩‍👧", "e and its combining accent go together")
        host.keyDown(.delete)
        XCTAssertEqual(host.focusedTextField?.text, "a", "the family emoji (seven scalars) goes in one step")
        host.keyDown(.home)
        host.keyDown(.deleteForward)
        XCTAssertEqual(host.focusedTextField?.text, "")
        XCTAssertTrue(host.texts.contains("name="))
    }

    func testArrowsHomeEndAndWordsMoveAndSelect() {
        let host = host(NameForm(name: "one two three"), width: 320, height: 200)
        host.tap(onText: "one two three")
        host.keyDown(.end)
        XCTAssertEqual(host.focusedTextField?.selection, 13..<13)
        host.keyDown(.leftArrow, modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.selection, 8..<8, "Control-Left goes to the start of the word")
        host.keyDown(.leftArrow, modifiers: [.command, .shift])
        XCTAssertEqual(host.focusedTextField?.selectedText, "two ")
        host.keyDown(.rightArrow, modifiers: .shift)
        XCTAssertEqual(host.focusedTextField?.selectedText, "wo ", "the selection shrinks from the caret's end")
        host.keyDown(.leftArrow)
        XCTAssertEqual(host.focusedTextField?.selection, 5..<5, "Left collapses a selection to its start")
        host.keyDown(.end, modifiers: .shift)
        XCTAssertEqual(host.focusedTextField?.selectedText, "wo three")
        host.keyDown(.home)
        XCTAssertEqual(host.focusedTextField?.selection, 0..<0)
        host.keyDown(.rightArrow)
        host.keyDown(.rightArrow)
        XCTAssertEqual(host.focusedTextField?.selection, 2..<2)
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.selectedText, "one two three")
        host.type("x")
        XCTAssertEqual(host.focusedTextField?.text, "x", "typing replaces the selection")
    }

    func testUndoAndRedoStepByTypingRuns() {
        let host = host(NameForm(name: ""), width: 320, height: 200)
        host.tap(onText: "Name")
        host.type("hello world")
        host.keyDown(KeyEquivalent("z"), modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "", "a run of typing undoes as one step, as on a Mac")
        XCTAssertTrue(host.texts.contains("name="), "undo writes the binding")
        host.keyDown(KeyEquivalent("z"), modifiers: [.command, .shift])
        XCTAssertEqual(host.focusedTextField?.text, "hello world")
        host.keyDown(.delete)
        host.keyDown(.delete)
        XCTAssertEqual(host.focusedTextField?.text, "hello wor")
        host.keyDown(KeyEquivalent("z"), modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "hello world", "deletions in a row undo together")
        host.keyDown(KeyEquivalent("y"), modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "hello wor", "Control+Y redoes")
    }

    func testCopyCutAndPasteGoThroughTheClipboard() {
        let host = host(NameForm(name: "copy me"), width: 320, height: 200)
        host.tap(onText: "copy me")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.keyDown(KeyEquivalent("c"), modifiers: .command)
        XCTAssertEqual(UIPasteboard.general.string, "copy me")
        host.keyDown(.end)
        host.keyDown(KeyEquivalent("v"), modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "copy mecopy me")
        host.keyDown(.leftArrow, modifiers: [.command, .shift])
        host.keyDown(.leftArrow, modifiers: [.command, .shift])
        host.keyDown(KeyEquivalent("x"), modifiers: .command)
        XCTAssertEqual(UIPasteboard.general.string, "mecopy me")
        XCTAssertEqual(host.focusedTextField?.text, "copy ")
        // A program's own text on the clipboard pastes the same way; a line break becomes a space in one line.
        UIPasteboard.general.string = "one\ntwo"
        host.keyDown(KeyEquivalent("v"), modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "copy one two")
        XCTAssertTrue(host.texts.contains("name=copy one two"))
    }

    func testTabMovesFocusThroughFieldsAndFocusStateFollows() {
        let host = host(SignUp(), width: 320, height: 400)
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("focus=none") })
        host.keyDown(.tab)
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("focus=name") }, "\(host.texts)")
        host.type("Ada")
        host.keyDown(.tab)
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("focus=email") })
        host.keyDown(.tab)
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("focus=password") })
        host.keyDown(.tab, modifiers: .shift)
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("focus=email") }, "Shift-Tab goes back")
        // The state moves focus: a button sets it.
        host.tap(onText: "Clear focus")
        XCTAssertNil(host.focusedTextField)
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("focus=none") })
        host.tap(onText: "Focus email")
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("focus=email") })
        host.type("ada@example.com")
        XCTAssertEqual(host.focusedTextField?.text, "ada@example.com")
        XCTAssertTrue(host.texts.contains("Ada"))
    }

    func testReturnSubmitsAndAFormattedFieldParsesOnCommit() {
        let host = host(SignUp(), width: 320, height: 400)
        host.tap(onText: "30")
        XCTAssertEqual(host.focusedTextField?.text, "30")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.type("abc\n")
        XCTAssertTrue(host.texts.contains { $0.contains("submitted=1 age=30") }, "abc does not parse: \(host.texts)")
        XCTAssertEqual(host.focusedTextField?.text, "30", "the field shows the value again")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.type("1,234\n")
        XCTAssertTrue(host.texts.contains { $0.contains("submitted=2 age=1234") }, "\(host.texts)")
        XCTAssertEqual(host.focusedTextField?.text, 1234.formatted(.number))
        // Focus leaving commits too.
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.type("42")
        host.keyDown(.tab)
        XCTAssertTrue(host.texts.contains { $0.contains("age=42") }, "\(host.texts)")
    }

    func testASecureFieldNeverShowsOrCopiesItsText() {
        @MainActor func png(_ password: String) -> (TestHost, Data?) {
            let h = host(SignUp(password: password), width: 320, height: 400)
            return (h, h.pngData())
        }
        let (h, secret) = png("secret")
        XCTAssertFalse(h.texts.contains { $0.contains("secret") }, "\(h.texts)")
        XCTAssertTrue(h.texts.contains("••••••"))
        XCTAssertEqual(secret, png("public").1, "six bullets either way")
        h.tap(onText: "••••••")
        XCTAssertEqual(h.focusedTextField?.text, "••••••")
        UIPasteboard.general.string = "before"
        h.keyDown(KeyEquivalent("a"), modifiers: .command)
        h.keyDown(KeyEquivalent("c"), modifiers: .command)
        h.keyDown(KeyEquivalent("x"), modifiers: .command)
        XCTAssertEqual(UIPasteboard.general.string, "before", "nothing copied, nothing cut")
        h.keyDown(.end)
        h.type("!")
        XCTAssertTrue(h.texts.contains { $0.hasSuffix("password=7") })
        XCTAssertTrue(h.texts.contains("•••••••"))
    }

    func testAnInputMethodComposesUnderlinedAndCommitsOnce() {
        let host = host(NameForm(name: ""), width: 320, height: 200)
        host.tap(onText: "Name")
        host.setMarkedText("n")
        host.setMarkedText("ni")
        XCTAssertEqual(host.focusedTextField?.markedText, "ni")
        XCTAssertEqual(host.focusedTextField?.text, "ni")
        XCTAssertTrue(host.texts.contains("name="), "the binding waits for the composition to end")
        host.insertText("你")
        host.compose("hao", candidate: "好")
        XCTAssertEqual(host.focusedTextField?.text, "你好")
        XCTAssertNil(host.focusedTextField?.markedText)
        XCTAssertTrue(host.texts.contains("name=你好"))
        host.keyDown(KeyEquivalent("z"), modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "你", "each committed composition is one undo step")
        // An empty composition ends it with nothing inserted.
        host.setMarkedText("x")
        host.setMarkedText("")
        XCTAssertEqual(host.focusedTextField?.text, "你")
    }

    func testTheProgramChangingTheTextWhileComposingWins() {
        struct Model: View {
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("Field", text: $text)
                    Button("Reset") { text = "reset" }
                }
            }
        }
        let host = host(Model(), width: 320, height: 200)
        host.tap(onText: "Field")
        host.setMarkedText("ni")
        // The button's press does not take focus from the field.
        host.tap(onText: "Reset")
        XCTAssertEqual(host.focusedTextField?.text, "reset")
        XCTAssertNil(host.focusedTextField?.markedText, "the composition is dropped")
        host.type("!")
        XCTAssertEqual(host.focusedTextField?.text, "reset!")
    }

    func testDoubleAndTripleClicksSelectAWordAndALine() {
        let host = host(NameForm(name: "alpha beta gamma"), width: 320, height: 200)
        let frame = host.frame(ofText: "alpha beta gamma")!
        let point = CGPoint(x: frame.minX + 60, y: frame.midY)
        host.tap(at: point)
        host.tap(at: point)
        XCTAssertEqual(host.focusedTextField?.selectedText, "beta")
        host.tap(at: point)
        XCTAssertEqual(host.focusedTextField?.selectedText, "alpha beta gamma")
        // A later click (half a second on) places the caret again; Shift-click extends from it.
        host.advance(by: 1)
        host.tap(at: CGPoint(x: frame.minX + 1, y: frame.midY))
        XCTAssertEqual(host.focusedTextField?.selection, 0..<0)
        host.tap(at: CGPoint(x: frame.maxX - 1, y: frame.midY), modifiers: .shift)
        XCTAssertEqual(host.focusedTextField?.selectedText, "alpha beta gamma")
    }

    func testDraggingSelects() {
        let host = host(NameForm(name: "drag to select"), width: 320, height: 200)
        let frame = host.frame(ofText: "drag to select")!
        host.pointerDown(at: CGPoint(x: frame.minX + 1, y: frame.midY))
        host.pointerMove(to: CGPoint(x: frame.minX + 40, y: frame.midY))
        host.pointerMove(to: CGPoint(x: frame.maxX, y: frame.midY))
        host.pointerUp()
        XCTAssertEqual(host.focusedTextField?.selectedText, "drag to select")
    }

    func testADisabledFieldTakesNeitherFocusNorText() {
        struct Disabled: View {
            @State var text = "fixed"
            var body: some View { TextField("Field", text: $text).disabled(true) }
        }
        let host = host(Disabled(), width: 320, height: 100)
        host.tap(onText: "fixed")
        XCTAssertNil(host.focusedTextField)
        host.keyDown(.tab)
        XCTAssertNil(host.focusedTextField)
        host.type("x")
        XCTAssertEqual(host.texts, ["fixed"])
    }

    func testTheCaretBlinksAndStopsWhenIdle() {
        let host = host(NameForm(name: "ab"), width: 320, height: 200)
        host.tap(onText: "ab")
        host.keyDown(.end)
        let caret = host.textInputCaretFrame!
        @MainActor func caretShows() -> Bool {
            let c = host.color(at: CGPoint(x: caret.midX, y: caret.midY)); return c.b > 200 && c.r < 60
        }
        XCTAssertTrue(caretShows())
        host.advance(by: 0.55)
        XCTAssertFalse(caretShows(), "off after half a second")
        host.advance(by: 0.5)
        XCTAssertTrue(caretShows())
        XCTAssertTrue(host.wantsFrames, "blinking schedules frames")
        host.advance(by: 11)
        XCTAssertTrue(caretShows(), "after ten idle seconds the caret stays on")
        XCTAssertFalse(host.wantsFrames, "and an idle window draws nothing more")
        host.type("c")
        XCTAssertTrue(host.wantsFrames, "typing starts the blinking again")
    }

    func testALongLineScrollsToKeepTheCaretInTheField() {
        let host = host(NameForm(name: ""), width: 120, height: 200)
        host.tap(onText: "Name")
        host.type("a long line of text that is much wider than the field")
        let field = host.frame(ofText: "a long line of text that is much wider than the field")!
        XCTAssertLessThanOrEqual(field.width, 120)
        let caret = host.textInputCaretFrame!
        XCTAssertTrue(field.insetBy(dx: -2, dy: 0).contains(CGPoint(x: caret.midX, y: caret.midY)), "caret \(caret) in \(field)")
        host.keyDown(.home)
        let start = host.textInputCaretFrame!
        XCTAssertEqual(start.minX, field.minX - 1, accuracy: 1.5, "Home scrolls back to the start")
    }

    func testRightToLeftTextMovesVisually() {
        let host = host(NameForm(name: ""), width: 320, height: 200)
        host.tap(onText: "Name")
        host.type("مرحبا")
        XCTAssertEqual(host.focusedTextField?.selection, 5..<5)
        let end = host.textInputCaretFrame!
        // The logical end of right-to-left text is its left edge: Right moves back into the word.
        host.keyDown(.rightArrow)
        XCTAssertEqual(host.focusedTextField?.selection, 4..<4)
        XCTAssertGreaterThan(host.textInputCaretFrame!.minX, end.minX)
        host.keyDown(.leftArrow)
        XCTAssertEqual(host.focusedTextField?.selection, 5..<5)
    }

    func testAVerticalFieldGrowsWithinItsLineLimit() {
        struct Grow: View {
            @State var text = ""
            var body: some View {
                VStack(spacing: 0) {
                    TextField("Message", text: $text, axis: .vertical).lineLimit(2...4)
                    Color.red.frame(height: 10)
                }.frame(width: 200)
            }
        }
        let host = host(Grow(), width: 320, height: 400)
        let empty = host.frame(ofText: "Message")!
        host.tap(onText: "Message")
        host.type("word word word word word word word word word word word word word word word word word word word")
        let grown = host.frame(ofText: host.focusedTextField!.text)!
        // Lines of body text 22 points apart (the leading of Apple's Dynamic Type table, the pitch of the oracles'
        // wrapped body text), the last line SF Pro's 20.29-point box: 22 + 20.29, rounded up to the pixel.
        XCTAssertEqual(empty.height, 43, accuracy: 1, "two lines reserved")
        XCTAssertEqual(grown.height, 87, accuracy: 2, "at most four lines: 3 x 22 + 20.29")
    }

    func testAnEditorTakesNewLinesAndMovesByLines() {
        struct Editor: View {
            @State var text = ""
            var body: some View { TextEditor(text: $text).frame(width: 240, height: 120) }
        }
        let host = host(Editor(), width: 320, height: 200)
        host.tap(at: CGPoint(x: 120, y: 100))
        XCTAssertNotNil(host.focusedTextField)
        host.type("first line\nsecond")
        XCTAssertEqual(host.focusedTextField?.text, "first line\nsecond")
        let below = host.textInputCaretFrame!
        host.keyDown(.upArrow)
        let above = host.textInputCaretFrame!
        XCTAssertLessThan(host.focusedTextField!.selection.lowerBound, 11, "on the first line")
        XCTAssertEqual(above.minX, below.minX, accuracy: 5, "Up keeps the caret's x")
        // One line up: body lines are 22 points apart (Apple's leading for the body style).
        XCTAssertEqual(above.minY, below.minY - 22, accuracy: 1)
        host.keyDown(.downArrow)
        XCTAssertEqual(host.focusedTextField?.selection, 17..<17)
    }

    func testDefaultFocusGoesToItsFieldOnce() {
        struct Login: View {
            enum Field: Hashable { case user, password }
            @State var user = ""
            @State var password = ""
            @FocusState private var focus: Field?
            var body: some View {
                VStack {
                    TextField("User", text: $user).focused($focus, equals: .user)
                    SecureField("Password", text: $password).focused($focus, equals: .password)
                }
                .defaultFocus($focus, .password)
            }
        }
        let host = host(Login(), width: 320, height: 200)
        host.type("pw")
        XCTAssertTrue(host.texts.contains("••"), "typed into the password field: \(host.texts)")
        XCTAssertEqual(host.focusedTextField?.text, "••")
    }

    func testAnEditorWrapsChineseAndScrollsToTheCaret() {
        struct Editor: View {
            @State var text = String(repeating: "汉字排版测试，", count: 12)
            var body: some View { TextEditor(text: $text).frame(width: 200, height: 100) }
        }
        let host = host(Editor(), width: 200, height: 100)
        let shown = host.frame(ofText: String(repeating: "汉字排版测试，", count: 12))!
        XCTAssertGreaterThan(shown.height, 100, "Chinese wraps onto many lines: \(shown)")
        host.tap(at: CGPoint(x: 100, y: 20))
        host.keyDown(.end, modifiers: .command)
        let caret = host.textInputCaretFrame!
        XCTAssertTrue(CGRect(x: 0, y: 0, width: 200, height: 100).contains(CGPoint(x: caret.midX, y: caret.midY)),
                      "the editor scrolled to the caret at the end: \(caret)")
        host.type("完")
        XCTAssertTrue(host.focusedTextField!.text.hasSuffix("，完"))
    }

    func testTheSelectionIsDrawnInTheTint() {
        struct Tinted: View {
            @State var text = "WWWW"
            var body: some View { TextField("Field", text: $text).tint(.red).font(.system(size: 40)) }
        }
        let host = host(Tinted(), width: 300, height: 100)
        host.tap(onText: "WWWW")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        let frame = host.frame(ofText: "WWWW")!
        // Between the glyphs' strokes near the top of the line: the selection's pale red over white.
        var found = false
        for x in stride(from: frame.minX + 1, to: frame.minX + 40, by: 1) {
            let c = host.color(at: CGPoint(x: x, y: frame.minY + 2))
            if c.r > 240, c.g < 230, c.g > 150 { found = true; break }
        }
        XCTAssertTrue(found, "a light red selection")
    }

    func testAKeystrokeRepaintsItsParagraphAndTheCaretNotTheWholeEditor() {
        struct Editor: View {
            @State var text = (1...8).map { "Paragraph \($0) has a few words in it." }.joined(separator: "\n")
            var body: some View { TextEditor(text: $text).frame(width: 300, height: 400) }
        }
        CairoBackend.install()
        let size = CGSize(width: 300, height: 400)
        let graph = ViewGraph(root: Editor())
        _ = graph.render(size: size)
        graph.pointerDown(at: CGPoint(x: 150, y: 60))
        graph.pointerUp()
        _ = graph.render(size: size)
        _ = graph.takeDamage()
        graph.insertText("x")
        _ = graph.render(size: size)
        let damage = graph.takeDamage()
        let area = damage.rects.reduce(0) { $0 + $1.width * $1.height }
        XCTAssertFalse(damage.rects.isEmpty)
        XCTAssertLessThan(area, 300 * 400 * 0.2, "a keystroke repaints its paragraph and the caret: \(damage.rects)")
        // A caret blink repaints the caret alone.
        graph.advanceClock(to: graph.time + 0.55)
        _ = graph.render(size: size)
        let blink = graph.takeDamage().rects.reduce(0) { $0 + $1.width * $1.height }
        XCTAssertGreaterThan(blink, 0)
        XCTAssertLessThan(blink, 200, "the caret's rectangle")
    }

    func testTextFieldStylesComeFromTheEnvironment() {
        struct Tall: TextFieldStyle {
            func _body(configuration: TextField<_Label>) -> some View {
                configuration.padding(20).background(Color.yellow)
            }
        }
        struct Styled: View {
            @State var a = "rounded"
            @State var b = "custom"
            var body: some View {
                VStack {
                    TextField("A", text: $a).textFieldStyle(.roundedBorder)
                    TextField("B", text: $b)
                }.textFieldStyle(Tall()).frame(width: 200)
            }
        }
        let host = host(Styled(), width: 320, height: 300)
        let rounded = host.frame(ofText: "rounded")!, custom = host.frame(ofText: "custom")!
        XCTAssertEqual(rounded.height, 21, accuracy: 1)
        // The custom style's padding and background around the second field.
        let c = host.color(at: CGPoint(x: custom.minX - 10, y: custom.midY))
        XCTAssertEqual([c.r, c.g, c.b], [255, 204, 0], "yellow around the custom field")
        XCTAssertEqual(custom.width, 160, accuracy: 1)
        // The rounded border: a light line 7 points left of the text.
        let border = host.color(at: CGPoint(x: rounded.minX - 7 + 0.25, y: rounded.midY))
        XCTAssertLessThan(border.r, 250, "the border's grey")
    }

    func testBadInputHasDefinedResults() {
        let host = host(NameForm(name: ""), width: 320, height: 200)
        host.tap(onText: "Name")
        // A megabyte pasted into one line: all of it kept.
        let big = String(repeating: "0123456789abcdef", count: 65_536)
        UIPasteboard.general.string = big
        host.keyDown(KeyEquivalent("v"), modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text.utf8.count, 1_048_576)
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.keyDown(.delete)
        XCTAssertEqual(host.focusedTextField?.text, "")
        // Bytes that are not UTF-8 from another program's clipboard read with replacement characters.
        XCTAssertEqual(SDLPasteboardStorage.decode([0x61, 0xFF, 0x62, 0xC3]), "a\u{FFFD}b\u{FFFD}")
    }
}
