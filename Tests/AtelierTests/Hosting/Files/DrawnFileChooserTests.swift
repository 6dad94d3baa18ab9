import XCTest
@_spi(Backend) import Atelier
import AtelierTesting

// fileImporter, fileExporter and fileMover through the chooser Atelier draws in the window: a folder's files
// tapped and opened, several chosen, others dimmed by type, a file saved under a typed name (with a confirmation
// before replacing one), a move, and a cancel.

/// What a file dialog answered, as a test reads it.
@MainActor final class FileDialogOutcome {
    var urls: [URL]?
    var error: (any Error)?
    var cancelled = 0
    func record(_ result: Result<[URL], any Error>) {
        switch result {
        case .success(let urls): self.urls = urls
        case .failure(let error): self.error = error
        }
    }
}

struct ChooserImporterProbe: View {
    let folder: URL
    let types: [UTType]
    let multiple: Bool
    let outcome: FileDialogOutcome
    @State private var shown = false

    var body: some View {
        VStack {
            Button("Import") { shown = true }
            Text(shown ? "presented" : "idle")
        }
        .fileImporter(isPresented: $shown, allowedContentTypes: types, allowsMultipleSelection: multiple,
                      onCompletion: { outcome.record($0) }, onCancellation: { outcome.cancelled += 1 })
        .environment(\.fileChooser, DrawnFileChooser(startDirectory: folder))
    }
}

struct ChooserExporterProbe: View {
    let folder: URL
    let document: StoreNotesDocument
    let outcome: FileDialogOutcome
    @State private var shown = false

    var body: some View {
        Button("Export") { shown = true }
            .fileExporter(isPresented: $shown, document: document, contentType: .plainText, defaultFilename: "Draft") {
                outcome.record($0.map { [$0] })
            }
            .environment(\.fileChooser, DrawnFileChooser(startDirectory: folder))
    }
}

struct ChooserMoverProbe: View {
    let folder: URL
    let file: URL
    let outcome: FileDialogOutcome
    @State private var shown = false

    var body: some View {
        Button("Move") { shown = true }
            .fileMover(isPresented: $shown, file: file) { outcome.record($0.map { [$0] }) }
            .environment(\.fileChooser, DrawnFileChooser(startDirectory: folder))
    }
}

struct ChooserItemsExporterProbe: View {
    let folder: URL
    let outcome: FileDialogOutcome
    @State private var shown = false

    var body: some View {
        Button("Export Notes") { shown = true }
            .fileExporter(isPresented: $shown, items: ["first note", "second note"], contentTypes: [.plainText]) {
                outcome.record($0)
            }
            .environment(\.fileChooser, DrawnFileChooser(startDirectory: folder))
    }
}

@preconcurrency @MainActor final class DrawnFileChooserTests: XCTestCase {
    nonisolated(unsafe) private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-chooser-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Drafts"), withIntermediateDirectories: true)
        for (name, text) in [("a.txt", "alpha"), ("b.txt", "beta"), ("photo.png", "png"), (".hidden.txt", "secret")] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        try Data("inner".utf8).write(to: folder.appendingPathComponent("Drafts/inner.txt"))
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func open(_ host: TestHost, _ button: String) {
        host.tap(onText: button)
        host.advance(by: 1)
    }

    func testAFileIsOpenedByTappingItAndOpen() throws {
        let outcome = FileDialogOutcome()
        let host = TestHost(ChooserImporterProbe(folder: folder, types: [.plainText], multiple: false, outcome: outcome),
                            size: CGSize(width: 600, height: 700))
        open(host, "Import")
        XCTAssertTrue(host.texts.contains("Open File"), "\(host.texts)")
        // Folders first, then files by name; hidden files are not listed.
        let names = host.texts.filter { ["Drafts", "a.txt", "b.txt", "photo.png", ".hidden.txt"].contains($0) }
        XCTAssertEqual(names, ["Drafts", "a.txt", "b.txt", "photo.png"])
        if let png = try? XCTUnwrap(host.pngData()) { try? png.write(to: URL(fileURLWithPath: "/tmp/atelier-drawn-chooser.png")) }
        host.tap(onText: "b.txt")
        host.tap(onText: "Open")
        host.advance(by: 1)
        XCTAssertEqual(outcome.urls, [folder.appendingPathComponent("b.txt")])
        XCTAssertTrue(host.texts.contains("idle"), "isPresented went back to false")
        XCTAssertFalse(host.texts.contains("Open File"), "the chooser went away")
        XCTAssertTrue(folder.appendingPathComponent("b.txt").startAccessingSecurityScopedResource(), "a chosen URL is granted")
        folder.appendingPathComponent("b.txt").stopAccessingSecurityScopedResource()
    }

    func testSeveralFilesAreChosenAndOtherTypesAreDimmed() {
        let outcome = FileDialogOutcome()
        let host = TestHost(ChooserImporterProbe(folder: folder, types: [.plainText], multiple: true, outcome: outcome),
                            size: CGSize(width: 600, height: 700))
        open(host, "Import")
        host.tap(onText: "photo.png")  // not a text file: nothing happens
        host.tap(onText: "a.txt")
        host.tap(onText: "b.txt")
        // A dimmed row draws its text in a lighter grey than an allowed one.
        let dimmed = host.frame(ofText: "photo.png")!, allowed = host.frame(ofText: "Drafts")!
        XCTAssertGreaterThan(Int(darkest(host, in: dimmed)), Int(darkest(host, in: allowed)) + 60)
        host.tap(onText: "Open")
        host.advance(by: 1)
        XCTAssertEqual(outcome.urls, [folder.appendingPathComponent("a.txt"), folder.appendingPathComponent("b.txt")])
    }

    func testKeyboardGoesIntoAFolderAndOpensAFile() {
        let outcome = FileDialogOutcome()
        let host = TestHost(ChooserImporterProbe(folder: folder, types: [.plainText], multiple: false, outcome: outcome),
                            size: CGSize(width: 600, height: 700))
        open(host, "Import")
        host.keyDown(.downArrow)   // Drafts
        host.keyDown(.return)      // into it
        XCTAssertTrue(host.texts.contains("inner.txt"), "\(host.texts)")
        host.keyDown(.downArrow)
        host.keyDown(.return)
        host.advance(by: 1)
        XCTAssertEqual(outcome.urls, [folder.appendingPathComponent("Drafts/inner.txt")])
    }

    func testEscapeCancels() {
        let outcome = FileDialogOutcome()
        let host = TestHost(ChooserImporterProbe(folder: folder, types: [.plainText], multiple: false, outcome: outcome),
                            size: CGSize(width: 600, height: 700))
        open(host, "Import")
        host.keyDown(.escape)
        host.advance(by: 1)
        XCTAssertEqual(outcome.cancelled, 1)
        XCTAssertNil(outcome.urls)
        XCTAssertTrue(host.texts.contains("idle"))
        open(host, "Import")
        host.tap(onText: "Cancel")
        host.advance(by: 1)
        XCTAssertEqual(outcome.cancelled, 2)
    }

    func testADocumentIsSavedUnderATypedNameAndReplacingAskesFirst() throws {
        let outcome = FileDialogOutcome()
        let host = TestHost(ChooserExporterProbe(folder: folder, document: StoreNotesDocument(text: "saved text"), outcome: outcome),
                            size: CGSize(width: 600, height: 700))
        open(host, "Export")
        XCTAssertEqual(host.focusedTextField?.text, "Draft.txt", "the proposed name, with the type's extension")
        if let png = host.pngData() { try? png.write(to: URL(fileURLWithPath: "/tmp/atelier-drawn-chooser-save.png")) }
        host.tap(onText: "Save")
        host.advance(by: 1)
        XCTAssertEqual(outcome.urls, [folder.appendingPathComponent("Draft.txt")])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("Draft.txt")), Data("saved text".utf8))

        // Again, onto a file that exists: the chooser asks before replacing it.
        outcome.urls = nil
        open(host, "Export")
        host.tap(onText: "a.txt")
        XCTAssertEqual(host.focusedTextField?.text, "a.txt")
        host.tap(onText: "Save")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("“a.txt” already exists. Do you want to replace it?"), "\(host.texts)")
        XCTAssertNil(outcome.urls)
        host.tap(onText: "Replace")
        host.advance(by: 1)
        XCTAssertEqual(outcome.urls, [folder.appendingPathComponent("a.txt")])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("a.txt")), Data("saved text".utf8))
    }

    func testAFileIsMovedIntoAChosenFolderAndAClashIsAReadableFailure() throws {
        let outcome = FileDialogOutcome()
        let file = folder.appendingPathComponent("a.txt")
        let host = TestHost(ChooserMoverProbe(folder: folder, file: file, outcome: outcome), size: CGSize(width: 600, height: 700))
        open(host, "Move")
        host.tap(onText: "Drafts")
        tapLast(host, "Move")  // the accept button, over the probe's own "Move"
        host.advance(by: 1)
        XCTAssertEqual(outcome.urls, [folder.appendingPathComponent("Drafts/a.txt")])
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))

        Diagnostics.reset()
        try Data("other".utf8).write(to: file)
        try Data("x".utf8).write(to: folder.appendingPathComponent("Drafts/b.txt"))
        let clash = FileDialogOutcome()
        let second = TestHost(ChooserMoverProbe(folder: folder, file: folder.appendingPathComponent("b.txt"), outcome: clash),
                              size: CGSize(width: 600, height: 700))
        open(second, "Move")
        second.tap(onText: "Drafts")
        tapLast(second, "Move")
        second.advance(by: 1)
        XCTAssertEqual(clash.error?.localizedDescription, "“b.txt” could not be moved: an item with the same name is already there.")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("could not be moved") }.count, 1)
    }

    func testTransferableItemsAreExportedIntoAChosenFolder() throws {
        let outcome = FileDialogOutcome()
        let host = TestHost(ChooserItemsExporterProbe(folder: folder, outcome: outcome), size: CGSize(width: 600, height: 700))
        open(host, "Export Notes")
        XCTAssertTrue(host.texts.contains("Export 2 Files"), "\(host.texts)")
        host.tap(onText: "Drafts")
        host.tap(onText: "Export")
        host.advance(by: 1)
        let drafts = folder.appendingPathComponent("Drafts")
        XCTAssertEqual(outcome.urls, [drafts.appendingPathComponent("Untitled.txt"), drafts.appendingPathComponent("Untitled 2.txt")])
        XCTAssertEqual(try Data(contentsOf: drafts.appendingPathComponent("Untitled 2.txt")), Data("second note".utf8))
    }

    private func tapLast(_ host: TestHost, _ text: String) {
        guard let frame = host.frames(ofText: text).last else { return XCTFail("no \(text) in \(host.texts)") }
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    private func darkest(_ host: TestHost, in rect: CGRect) -> UInt8 {
        var value: UInt8 = 255
        var x = rect.minX
        while x < rect.maxX {
            var y = rect.minY
            while y < rect.maxY {
                value = min(value, host.color(at: CGPoint(x: x, y: y)).r)
                y += 1
            }
            x += 1
        }
        return value
    }
}
