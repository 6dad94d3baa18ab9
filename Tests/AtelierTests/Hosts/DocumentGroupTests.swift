import XCTest
import UniformTypeIdentifiers
@_spi(Backend) import AtelierCore
import Atelier
@_spi(Backend) import AtelierTesting

// Document apps headless: new, open, edit, save (through the drawn chooser), reopen byte for byte, revert,
// closing and quitting with unsaved changes, viewers, object documents, and files that cannot be read.

private struct JotDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String = "") { self.text = text }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        if text.hasPrefix("REJECT") { throw JotRejection() }
        self.text = text
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        if text.hasSuffix("!!!") { throw JotRejection() }
        return FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct JotRejection: LocalizedError {
    var errorDescription: String? { "the jot is marked as rejected" }
}

private struct JotEditor: View {
    @Binding var document: JotDocument
    var body: some View {
        VStack {
            Text("text: \(document.text)")
            Button("Append") { document.text += "!" }
        }
        .frame(width: 500, height: 400)
    }
}

private struct JotApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: JotDocument(text: "hello")) { configuration in
            JotEditor(document: configuration.$document)
        }
    }
}

private struct JotViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: JotDocument.self) { configuration in
            Text("viewing: \(configuration.document.text)").frame(width: 500, height: 400)
        }
    }
}

private final class TallyDocument: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    @Published var count = 0
    init() {}
    init(configuration: ReadConfiguration) throws {
        count = try JSONDecoder().decode(Int.self, from: configuration.file.regularFileContents ?? Data())
    }
    func snapshot(contentType: UTType) throws -> Int { count }
    func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

private struct TallyApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { TallyDocument() }) { configuration in
            TallyView(document: configuration.document)
        }
    }
}

private struct TallyView: View {
    @ObservedObject var document: TallyDocument
    var body: some View {
        VStack {
            Text("count \(document.count)")
            Button("Count") { document.count += 1 }
        }
        .frame(width: 500, height: 400)
    }
}

@preconcurrency @MainActor final class DocumentGroupTests: XCTestCase {
    nonisolated(unsafe) private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-documents-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// Whether a text is the document's content (not the menu bar's).
    private static func isContent(_ text: String) -> Bool { text.hasPrefix("text:") || text.hasPrefix("count") || text.hasPrefix("viewing:") }

    /// Taps the chooser's accept button: the last text of that name (its title is the same word).
    private func accept(_ host: TestHost, _ label: String) {
        guard let frame = host.frames(ofText: label).last else { return XCTFail("no \(label) in \(host.texts)") }
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.advance(by: 1)
    }

    func testANewDocumentIsEditedSavedAndReopenedByteForByte() throws {
        let app = AppTestHost(JotApp(), chooserDirectory: folder)
        XCTAssertEqual(app.windowTitles, ["Untitled"], "a document app starts with a new document")
        let window = try XCTUnwrap(app.activeWindow)
        XCTAssertEqual(window.texts.first(where: Self.isContent), "text: hello")
        window.tap(onText: "Append")
        XCTAssertEqual(window.texts.first(where: Self.isContent), "text: hello!")
        XCTAssertEqual(app.windowTitles, ["Untitled — Edited"])
        app.session.saveActiveDocument()
        window.advance(by: 1)
        XCTAssertEqual(window.focusedTextField?.text, "Untitled.txt", "Save of an untitled document asks where, with its type's extension")
        accept(window, "Save")
        XCTAssertEqual(try Data(contentsOf: file("Untitled.txt")), Data("hello!".utf8))
        XCTAssertEqual(app.windowTitles, ["Untitled.txt"], "saved: the file's name, no edited mark")

        let again = AppTestHost(JotApp(), urls: [file("Untitled.txt")], chooserDirectory: folder)
        XCTAssertEqual(again.windowTitles, ["Untitled.txt"], "the file given at launch replaces the untouched new document")
        let reopened = try XCTUnwrap(again.activeWindow)
        XCTAssertEqual(reopened.texts.first(where: Self.isContent), "text: hello!")
        reopened.tap(onText: "Append")
        again.session.saveActiveDocument()
        XCTAssertEqual(try Data(contentsOf: file("Untitled.txt")), Data("hello!!".utf8), "Save writes to the file it came from")
        XCTAssertEqual(again.windowTitles, ["Untitled.txt"])
    }

    func testOpenSaveAsAndRevert() throws {
        try Data("first draft".utf8).write(to: file("draft.txt"))
        let app = AppTestHost(JotApp(), chooserDirectory: folder)
        app.session.chooseDocumentsToOpen()
        let launcher = try XCTUnwrap(app.activeWindow)
        launcher.advance(by: 1)
        launcher.tap(onText: "draft.txt")
        accept(launcher, "Open")
        XCTAssertEqual(app.windowTitles, ["draft.txt"])
        let window = try XCTUnwrap(app.activeWindow)
        XCTAssertEqual(window.texts.first(where: Self.isContent), "text: first draft")
        window.tap(onText: "Append")
        app.session.revertActiveDocument()
        XCTAssertEqual(window.texts.first(where: Self.isContent), "text: first draft", "Revert To Saved reads the file again")
        XCTAssertEqual(app.windowTitles, ["draft.txt"])
        window.tap(onText: "Append")
        app.session.saveActiveDocumentAs()
        window.advance(by: 1)
        XCTAssertEqual(window.focusedTextField?.text, "draft.txt")
        window.keyDown("a", modifiers: .command)
        window.type("copy.txt")
        accept(window, "Save")
        XCTAssertEqual(try Data(contentsOf: file("copy.txt")), Data("first draft!".utf8))
        XCTAssertEqual(try Data(contentsOf: file("draft.txt")), Data("first draft".utf8), "Save As leaves the old file as it was")
        XCTAssertEqual(app.windowTitles, ["copy.txt"])
        app.session.openDocuments([file("copy.txt")])
        XCTAssertEqual(app.windowTitles, ["copy.txt"], "a file already open brings its window forward")
    }

    func testClosingWithUnsavedChangesAsksFirst() throws {
        try Data("note".utf8).write(to: file("note.txt"))
        let app = AppTestHost(JotApp(), urls: [file("note.txt")], chooserDirectory: folder)
        let window = try XCTUnwrap(app.activeWindow)
        window.tap(onText: "Append")
        app.close(window)
        XCTAssertEqual(app.windowTitles, ["note.txt — Edited"], "the window stays while it asks")
        XCTAssertTrue(window.texts.contains("Do you want to save the changes made to the document “note.txt”?"), "\(window.texts)")
        window.tap(onText: "Cancel")
        XCTAssertEqual(app.windows.count, 1)
        app.close(window)
        window.tap(onText: "Save")
        XCTAssertTrue(app.isTerminated, "saved, then closed: the last window ends the app")
        XCTAssertEqual(try Data(contentsOf: file("note.txt")), Data("note!".utf8))
    }

    func testQuittingAsksAboutEachEditedDocument() throws {
        let app = AppTestHost(JotApp(), chooserDirectory: folder)
        app.activeWindow?.tap(onText: "Append")
        app.session.newDocument()
        XCTAssertEqual(app.windowTitles, ["Untitled — Edited", "Untitled 2"])
        app.quit()
        XCTAssertFalse(app.isTerminated)
        let asking = try XCTUnwrap(app.window(titled: "Untitled — Edited"))
        XCTAssertTrue(app.activeWindow === asking, "the edited document comes forward to ask")
        asking.tap(onText: "Cancel")
        XCTAssertFalse(app.isTerminated, "Cancel stops quitting")
        XCTAssertEqual(app.windows.count, 2)
        app.quit()
        asking.tap(onText: "Don't Save")
        XCTAssertTrue(app.isTerminated, "the unedited document closes without asking")
    }

    func testAnObjectDocumentIsMarkedEditedByItsChanges() throws {
        let app = AppTestHost(TallyApp(), chooserDirectory: folder)
        let window = try XCTUnwrap(app.activeWindow)
        window.tap(onText: "Count")
        window.tap(onText: "Count")
        XCTAssertEqual(window.texts.first(where: Self.isContent), "count 2")
        XCTAssertEqual(app.windowTitles, ["Untitled — Edited"])
        app.session.saveActiveDocument()
        window.advance(by: 1)
        XCTAssertEqual(window.focusedTextField?.text, "Untitled.json")
        accept(window, "Save")
        XCTAssertEqual(try Data(contentsOf: file("Untitled.json")), Data("2".utf8))
        let again = AppTestHost(TallyApp(), urls: [file("Untitled.json")])
        XCTAssertEqual(again.activeWindow?.texts.first(where: Self.isContent), "count 2")
    }

    func testAViewerOpensDocumentsOnly() throws {
        try Data("look".utf8).write(to: file("look.txt"))
        let app = AppTestHost(JotViewerApp(), chooserDirectory: folder)
        let window = try XCTUnwrap(app.activeWindow)
        XCTAssertTrue(window.texts.contains("No Document"), "\(window.texts)")
        window.tap(onText: "Open…")
        window.advance(by: 1)
        window.tap(onText: "look.txt")
        accept(window, "Open")
        XCTAssertEqual(app.windowTitles, ["look.txt"])
        XCTAssertEqual(app.activeWindow?.texts.first(where: Self.isContent), "viewing: look")
    }

    func testFilesThatCannotBeOpenedAreSaidInAnAlert() throws {
        Diagnostics.reset()
        try Data("REJECT this".utf8).write(to: file("bad.txt"))
        let huge = file("huge.txt")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let app = AppTestHost(JotApp(), urls: [file("bad.txt")], chooserDirectory: folder)
        let window = try XCTUnwrap(app.activeWindow)
        XCTAssertEqual(app.windowTitles, ["Untitled"], "nothing opened")
        XCTAssertTrue(window.texts.contains { $0.contains("“bad.txt” could not be opened") && $0.contains("marked as rejected") }, "\(window.texts)")
        window.tap(onText: "OK")
        app.session.openDocuments([huge, file("missing.txt")])
        XCTAssertTrue(window.texts.contains { $0.contains("“huge.txt” could not be opened") }, "\(window.texts)")
        window.tap(onText: "OK")
        XCTAssertTrue(window.texts.contains { $0.contains("“missing.txt” could not be opened") }, "\(window.texts)")
        XCTAssertEqual(app.windows.count, 1)
    }

    func testAFailedSaveLeavesTheOldFileWhole() throws {
        try Data("kept".utf8).write(to: file("kept.txt"))
        let app = AppTestHost(JotApp(), urls: [file("kept.txt")], chooserDirectory: folder)
        let window = try XCTUnwrap(app.activeWindow)
        // Three marks make the document's own writing fail part way.
        for _ in 0..<3 { window.tap(onText: "Append") }
        app.session.saveActiveDocument()
        XCTAssertTrue(window.texts.contains("The document could not be saved"), "\(window.texts)")
        XCTAssertTrue(window.texts.contains { $0.contains("“kept.txt” could not be saved") && $0.contains("marked as rejected") }, "\(window.texts)")
        XCTAssertEqual(try Data(contentsOf: file("kept.txt")), Data("kept".utf8))
        XCTAssertEqual(app.windowTitles, ["kept.txt — Edited"], "still unsaved")
    }
}
