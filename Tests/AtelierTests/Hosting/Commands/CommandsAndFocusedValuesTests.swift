import XCTest
@testable @_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

private struct SelectedNoteKey: FocusedValueKey { typealias Value = String }
private struct SceneTitleKey: FocusedValueKey { typealias Value = String }
private struct NoteTextKey: FocusedValueKey { typealias Value = Binding<String> }

extension FocusedValues {
    fileprivate var selectedNote: String? {
        get { self[SelectedNoteKey.self] }
        set { self[SelectedNoteKey.self] = newValue }
    }
    fileprivate var sceneTitle: String? {
        get { self[SceneTitleKey.self] }
        set { self[SceneTitleKey.self] = newValue }
    }
    fileprivate var noteText: Binding<String>? {
        get { self[NoteTextKey.self] }
        set { self[NoteTextKey.self] = newValue }
    }
}

@MainActor private final class CommandsProbe {
    var log: [String] = []
}

/// A program's commands reading focused values: enabled only while a note's field has focus.
private struct NoteCommands: Commands {
    let probe: CommandsProbe
    @FocusedValue(\.selectedNote) var note
    @FocusedValue(\.sceneTitle) var title
    @FocusedBinding(\.noteText) var text

    var body: some Commands {
        CommandMenu("Note") {
            Button("Archive \(note ?? "nothing")") { probe.log.append("archive \(note ?? "-")") }
                .keyboardShortcut("e", modifiers: .command)
                .disabled(note == nil)
            Button("Clear Text") { text = "" }.disabled(text == nil)
            Text("Scene: \(title ?? "none")")
        }
        CommandGroup(after: .newItem) { Button("New Note") { probe.log.append("new note") } }
        CommandGroup(before: .newItem) { Button("Open Recent") { probe.log.append("recent") } }
        CommandGroup(replacing: .help) { Button("Notes Help") { probe.log.append("help") } }
    }
}

private struct OptionsCommands: Commands {
    @Binding var bold: Bool
    @Binding var size: Int
    var body: some Commands {
        CommandMenu("Options") {
            Toggle("Bold", isOn: $bold)
            Picker("Size", selection: $size) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            Menu("More") {
                Button("Deep Item") { bold = false }.keyboardShortcut("j", modifiers: .command)
            }
        }
    }
}

private struct NotesWindow: View {
    let probe: CommandsProbe
    @State var first = "alpha"
    @State var second = "beta"
    var body: some View {
        let context = WindowCommandContext(appName: "Notes", newWindow: { probe.log.append("new window") })
        WindowChrome(context: context, commands: [NoteCommands(probe: probe)]) {
            VStack {
                TextField("First", text: $first).focusedValue(\.selectedNote, "first").focusedValue(\.noteText, $first)
                TextField("Second", text: $second).focusedValue(\.selectedNote, "second")
                Button("Plain") {}
            }
            .focusedSceneValue(\.sceneTitle, "Notes Window")
        }
    }
}

private struct OptionsWindow: View {
    @State var bold = false
    @State var size = 1
    var body: some View {
        WindowChrome(context: WindowCommandContext(appName: "Opt"), commands: [OptionsCommands(bold: $bold, size: $size)]) {
            Text(bold ? "Bold on" : "Bold off")
            Text("Size \(size)")
        }
    }
}

@preconcurrency @MainActor final class CommandsAndFocusedValuesTests: XCTestCase {
    func testACommandIsEnabledOnlyWhileAFieldPublishingItsValueHasFocus() {
        let probe = CommandsProbe()
        let host = TestHost(NotesWindow(probe: probe), size: CGSize(width: 500, height: 300))
        XCTAssertFalse(host.keyDown("e", modifiers: .command), "nothing focused: the command is disabled")
        XCTAssertEqual(probe.log, [])
        host.tap(onText: "alpha")
        XCTAssertTrue(host.keyDown("e", modifiers: .command))
        XCTAssertEqual(probe.log, ["archive first"])
        host.keyDown(.tab)
        host.keyDown("e", modifiers: .command)
        XCTAssertEqual(probe.log, ["archive first", "archive second"], "the innermost value follows focus")
        host.keyDown(.tab)  // the plain button: no note
        XCTAssertFalse(host.keyDown("e", modifiers: .command))
        XCTAssertEqual(probe.log.count, 2)
        // The menu shows the live value and the scene value.
        host.tap(onText: "Note")
        XCTAssertNotNil(host.frame(ofText: "Archive nothing"))
        XCTAssertNotNil(host.frame(ofText: "Scene: Notes Window"))
        host.tap(onText: "Archive nothing")
        XCTAssertEqual(probe.log.count, 2, "a disabled item does not run")
    }

    func testFocusedBindingWritesThroughToTheFocusedField() {
        let probe = CommandsProbe()
        let host = TestHost(NotesWindow(probe: probe), size: CGSize(width: 500, height: 300))
        host.tap(onText: "alpha")
        host.tap(onText: "Note")
        host.tap(onText: "Clear Text")
        XCTAssertNil(host.frame(ofText: "alpha"))
        XCTAssertEqual(host.focusedTextField?.text, "")
    }

    func testCommandGroupsGoBeforeAfterOrInPlaceOfTheirPlacement() {
        let probe = CommandsProbe()
        let host = TestHost(NotesWindow(probe: probe), size: CGSize(width: 500, height: 300))
        host.tap(onText: "File")
        let recent = host.frame(ofText: "Open Recent")!, new = host.frame(ofText: "New Window")!
        let note = host.frame(ofText: "New Note")!, close = host.frame(ofText: "Close Window")!
        XCTAssertLessThan(recent.minY, new.minY)
        XCTAssertLessThan(new.minY, note.minY)
        XCTAssertLessThan(note.minY, close.minY)
        host.tap(onText: "New Note")
        XCTAssertEqual(probe.log, ["new note"])
        host.tap(onText: "Help")
        XCTAssertNotNil(host.frame(ofText: "Notes Help"))
        XCTAssertNil(host.frame(ofText: "Notes Help Help"))
        XCTAssertFalse(host.texts.contains("Notes Help") && host.texts.contains("Notes  Help"))
    }

    func testToggleAndPickerInAMenuAndASubmenu() {
        let host = TestHost(OptionsWindow(), size: CGSize(width: 500, height: 300))
        host.tap(onText: "Options")
        host.tap(onText: "Bold")
        XCTAssertNotNil(host.frame(ofText: "Bold on"))
        host.tap(onText: "Options")
        host.tap(onText: "Large")
        XCTAssertNotNil(host.frame(ofText: "Size 2"))
        // A submenu opens beside its row; its item's shortcut works with the menus closed.
        XCTAssertTrue(host.keyDown("j", modifiers: .command))
        XCTAssertNotNil(host.frame(ofText: "Bold off"))
        host.tap(onText: "Options")
        let more = host.frame(ofText: "More")!
        host.hover(at: CGPoint(x: more.midX, y: more.midY))
        let deep = host.frame(ofText: "Deep Item")
        XCTAssertNotNil(deep)
        XCTAssertGreaterThan(deep?.minX ?? 0, more.maxX)
        // Keyboard: Escape closes the submenu first, then the menu.
        host.keyDown(.escape)
        XCTAssertNil(host.frame(ofText: "Deep Item"))
        XCTAssertNotNil(host.frame(ofText: "More"))
        host.keyDown(.escape)
        XCTAssertNil(host.frame(ofText: "More"))
    }

    func testEditMenuCopiesAndPastesOnTheFocusedField() {
        let probe = CommandsProbe()
        let host = TestHost(NotesWindow(probe: probe), size: CGSize(width: 500, height: 300))
        host.tap(onText: "alpha")
        host.tap(onText: "Edit")
        host.tap(onText: "Select All")
        XCTAssertEqual(host.focusedTextField?.selectedText, "alpha")
        host.tap(onText: "Edit")
        host.tap(onText: "Copy")
        host.keyDown(.tab)
        host.tap(onText: "Edit")
        host.tap(onText: "Select All")
        host.tap(onText: "Edit")
        host.tap(onText: "Paste")
        XCTAssertEqual(host.focusedTextField?.text, "alpha")
    }

    func testAViewsOwnShortcutComesBeforeACommandsWithTheSameKeys() {
        let probe = CommandsProbe()
        let context = WindowCommandContext(appName: "P", newWindow: { probe.log.append("command") })
        let host = TestHost(WindowChrome(context: context, commands: []) {
            Button("Mine") { probe.log.append("view") }.keyboardShortcut("n", modifiers: .command)
        }, size: CGSize(width: 400, height: 200))
        host.keyDown("n", modifiers: .command)
        XCTAssertEqual(probe.log, ["view"])
    }

    func testBarAndOpenMenuPixels() throws {
        let host = TestHost(WindowChrome(context: WindowCommandContext(appName: "Probe", newWindow: {}), commands: []) {
            Color.white
        }, size: CGSize(width: 500, height: 300))
        // The bar: a light strip (secondarySystemBackground, #F2F2F7) with a hairline under it, the content white below.
        let bar = host.color(at: CGPoint(x: 450, y: 12))
        XCTAssertEqual(Int(bar.r), 242, accuracy: 1)
        XCTAssertEqual(Int(bar.b), 247, accuracy: 1)
        XCTAssertEqual(Int(host.color(at: CGPoint(x: 450, y: 100)).r), 255, accuracy: 1)
        host.tap(onText: "File")
        // The open menu's title in the accent colour; the card white with a border; the first row, highlighted
        // by the pointer, in the accent colour too.
        let title = host.frame(ofText: "File")!
        let accent = host.color(at: CGPoint(x: title.minX - 4, y: title.midY))
        XCTAssertEqual(Int(accent.b), 255, accuracy: 8)
        XCTAssertLessThan(accent.r, 40)
        let row = host.frame(ofText: "New Window")!
        XCTAssertEqual(row.height, 16, accuracy: 4)
        let card = host.color(at: CGPoint(x: row.maxX + 30, y: row.midY))
        XCTAssertEqual(Int(card.r), 255, accuracy: 2)
        host.hover(at: CGPoint(x: row.midX, y: row.midY))
        let highlighted = host.color(at: CGPoint(x: row.maxX + 30, y: row.midY))
        XCTAssertLessThan(highlighted.r, 40)
    }

    func testTheBarReadsAsAMenuBarOfMenus() {
        let host = TestHost(WindowChrome(context: WindowCommandContext(appName: "Probe", newWindow: {}), commands: []) {
            Text("Body")
        }, size: CGSize(width: 500, height: 300))
        let bar = host.accessibilityElements.first { $0.role == .menuBar }
        XCTAssertNotNil(bar)
        XCTAssertEqual(bar?.children.map(\.role), Array(repeating: .menu, count: 5))
        XCTAssertEqual(bar?.children.first?.label, "Probe")
        host.tap(onText: "File")
        let menu = host.accessibilityElements.first { $0.role == .menu && $0.children.contains { $0.role == .menuItem } }
        XCTAssertEqual(menu?.children.first?.label.contains("New Window"), true)
        XCTAssertEqual(menu?.children.first?.label.contains("Ctrl+N"), true)
    }
}
