import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

/// A field bound to a model shown below it, a button that registers an undoable change of its own, one with a
/// ⌘Z shortcut when asked, and a switch that removes the field.
private struct UndoForm: View {
    @Environment(\.undoManager) private var undoManager
    @State var name = ""
    @State var count = 0
    @State var showsField = true
    @State var ownUndoPresses = 0
    var ownUndoShortcut = false
    var body: some View {
        VStack {
            if showsField {
                TextField("Name", text: $name)
            }
            Text("name=\(name) count=\(count) own=\(ownUndoPresses)")
            Button("Count") { increment() }
            Button("Hide field") { showsField = false }
            if ownUndoShortcut {
                Button("My undo") { ownUndoPresses += 1 }.keyboardShortcut("z")
            }
        }
        .padding()
    }

    private func increment() {
        count += 1
        undoManager?.registerUndo(withTarget: UndoFormTarget.shared) { _ in decrement() }
        undoManager?.setActionName("Count")
    }

    private func decrement() {
        count -= 1
        undoManager?.registerUndo(withTarget: UndoFormTarget.shared) { _ in increment() }
    }
}

@MainActor private final class UndoFormTarget {
    static let shared = UndoFormTarget()
}

@preconcurrency @MainActor final class TextFieldUndoTests: XCTestCase {
    private let z = KeyEquivalent("z")

    private func focusedHost(_ form: UndoForm = UndoForm()) -> TestHost {
        let host = TestHost(form, size: CGSize(width: 320, height: 240))
        host.tap(onText: "Name")
        XCTAssertNotNil(host.focusedTextField)
        return host
    }

    func testTypingIsOneStepNamedTypingThatRestoresTextSelectionAndModel() {
        let host = focusedHost()
        host.type("Ada")
        XCTAssertEqual(host.undoManager?.undoMenuItemTitle, "Undo Typing")
        XCTAssertTrue(host.texts.contains("name=Ada count=0 own=0"))
        host.keyDown(.leftArrow)
        host.keyDown(.leftArrow, modifiers: .shift)
        XCTAssertEqual(host.focusedTextField?.selectedText, "d")
        host.type("x")
        XCTAssertEqual(host.focusedTextField?.text, "Axa")
        XCTAssertTrue(host.keyDown(z, modifiers: .command))
        XCTAssertEqual(host.focusedTextField?.text, "Ada", "the replacement is a step of its own")
        XCTAssertEqual(host.focusedTextField?.selectedText, "d", "undo restores the selection")
        XCTAssertTrue(host.texts.contains("name=Ada count=0 own=0"), "and the bound model: \(host.texts)")
        XCTAssertEqual(host.undoManager?.redoMenuItemTitle, "Redo Typing")
        host.keyDown(z, modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "")
        XCTAssertTrue(host.texts.contains("name= count=0 own=0"))
        XCTAssertFalse(host.undoManager?.canUndo ?? true)
        host.keyDown(z, modifiers: [.command, .shift])
        host.keyDown(z, modifiers: [.command, .shift])
        XCTAssertEqual(host.focusedTextField?.text, "Axa")
        XCTAssertTrue(host.texts.contains("name=Axa count=0 own=0"))
    }

    func testPasteCutAndDeletionAreStepsOfTheirOwn() {
        let host = focusedHost()
        host.type("one")
        UIPasteboard.general.string = " two"
        host.keyDown(KeyEquivalent("v"), modifiers: .command)
        XCTAssertEqual(host.undoManager?.undoMenuItemTitle, "Undo Paste")
        host.type("!")
        host.keyDown(.delete)
        host.keyDown(.delete)
        XCTAssertEqual(host.focusedTextField?.text, "one tw")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.keyDown(KeyEquivalent("x"), modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "")
        XCTAssertEqual(host.undoManager?.undoMenuItemTitle, "Undo Cut")
        host.keyDown(z, modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "one tw", "undo the cut")
        host.keyDown(z, modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "one two!", "undo the deletion run")
        host.keyDown(z, modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "one two", "undo the typed !")
        host.keyDown(z, modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "one", "undo the paste")
        host.keyDown(z, modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "")
    }

    func testFieldEditsAndProgramRegistrationsShareTheWindowsStack() {
        let host = focusedHost()
        host.type("ab")
        host.tap(onText: "Count")
        XCTAssertTrue(host.texts.contains("name=ab count=1 own=0"))
        XCTAssertEqual(host.undoManager?.undoMenuItemTitle, "Undo Count")
        host.tap(onText: "ab")
        host.keyDown(.end)
        host.type("c")
        XCTAssertEqual(host.focusedTextField?.text, "abc")
        host.keyDown(z, modifiers: .command)
        XCTAssertEqual(host.focusedTextField?.text, "ab", "the typing after the program's step is its own step")
        host.keyDown(z, modifiers: .command)
        XCTAssertTrue(host.texts.contains("name=ab count=0 own=0"), "then the program's: \(host.texts)")
        host.keyDown(z, modifiers: .command)
        XCTAssertTrue(host.texts.contains("name= count=0 own=0"), "then the first typing: \(host.texts)")
    }

    func testAProgramsCommandZShortcutWinsOverTheField() {
        let host = focusedHost(UndoForm(ownUndoShortcut: true))
        host.type("kept")
        XCTAssertTrue(host.keyDown(z, modifiers: .command))
        XCTAssertEqual(host.focusedTextField?.text, "kept", "the program's shortcut took Control+Z")
        XCTAssertTrue(host.texts.contains("name=kept count=0 own=1"), "\(host.texts)")
        host.keyDown(z, modifiers: [.command, .shift])
        XCTAssertEqual(host.focusedTextField?.text, "kept", "nothing was undone, so nothing redoes")
    }

    func testUndoAfterTheFieldWentAwayDoesNotCrash() {
        let host = focusedHost()
        host.type("gone")
        host.tap(onText: "Count")
        host.tap(onText: "Hide field")
        XCTAssertNil(host.focusedTextField)
        XCTAssertTrue(host.texts.contains("name=gone count=1 own=0"))
        XCTAssertTrue(host.keyDown(z, modifiers: .command), "the program's step is still there")
        XCTAssertTrue(host.texts.contains("name=gone count=0 own=0"))
        XCTAssertFalse(host.keyDown(z, modifiers: .command), "the field's steps left with it")
        XCTAssertTrue(host.texts.contains("name=gone count=0 own=0"))
    }

    func testATextEditorRegistersItsEditsToo() {
        struct Notes: View {
            @State var text = "start"
            var body: some View {
                VStack {
                    TextEditor(text: $text).frame(width: 240, height: 100)
                    Text("notes=\(text)")
                }
            }
        }
        let host = TestHost(Notes(), size: CGSize(width: 320, height: 200))
        host.tap(at: CGPoint(x: 160, y: 60))
        host.keyDown(.end, modifiers: .command)
        host.type("\nmore")
        XCTAssertTrue(host.texts.contains("notes=start\nmore"))
        host.keyDown(z, modifiers: .command)
        XCTAssertTrue(host.texts.contains("notes=start"), "\(host.texts)")
        XCTAssertEqual(host.focusedTextField?.selection, 5..<5)
    }
}
