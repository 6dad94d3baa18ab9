import XCTest
@_spi(Backend) import Atelier

// Documents read from files and written back atomically: edited and saved byte for byte; a missing file, a
// 1 GB file and a document that refuses its file give errors a person can read, and nothing crashes.

struct StoreNotesDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct StoreRefusingDocument: FileDocument {
    struct Refusal: LocalizedError { var errorDescription: String? { "the header is missing" } }
    static var readableContentTypes: [UTType] { [.plainText] }
    init() {}
    init(configuration: ReadConfiguration) throws { throw Refusal() }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { throw Refusal() }
}

final class StoreSketchDocument: ReferenceFileDocument, @unchecked Sendable {
    static var readableContentTypes: [UTType] { [.json] }
    var strokes: [Int]
    init(strokes: [Int]) { self.strokes = strokes }
    init(configuration: ReadConfiguration) throws {
        strokes = try JSONDecoder().decode([Int].self, from: configuration.file.regularFileContents ?? Data())
    }
    func snapshot(contentType: UTType) throws -> [Int] { strokes }
    func fileWrapper(snapshot: [Int], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

final class DocumentStoreTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func testADocumentIsReadEditedWrittenAndReadAgainByteForByte() throws {
        let url = folder.appendingPathComponent("notes.txt")
        let original = Data("Line one\nLigne deux — ünïcödé\n".utf8)
        try original.write(to: url)
        var (document, configuration) = try DocumentStore.read(StoreNotesDocument.self, from: url)
        XCTAssertEqual(configuration.contentType, .plainText)
        XCTAssertEqual(document.text, String(decoding: original, as: UTF8.self))
        document.text += "Three\n"
        try DocumentStore.write(document, to: url, contentType: configuration.contentType, existingFile: configuration.file)
        let expected = original + Data("Three\n".utf8)
        XCTAssertEqual(try Data(contentsOf: url), expected)
        XCTAssertEqual(try DocumentStore.read(StoreNotesDocument.self, from: url).document.text, String(decoding: expected, as: UTF8.self))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["notes.txt"], "no temporary file is left")
    }

    func testAReferenceDocumentIsSavedFromASnapshot() throws {
        let url = folder.appendingPathComponent("sketch.json")
        try DocumentStore.write(StoreSketchDocument(strokes: [1, 2, 3]), to: url, contentType: .json)
        let (read, _) = try DocumentStore.read(StoreSketchDocument.self, from: url)
        XCTAssertEqual(read.strokes, [1, 2, 3])
    }

    func testAMissingFileAndALoopOfLinksGiveClearErrors() throws {
        let missing = folder.appendingPathComponent("gone.txt")
        XCTAssertEqual(readError(missing)?.message, "“gone.txt” could not be opened: it does not exist.")
        let loop = folder.appendingPathComponent("loop.txt")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: folder.appendingPathComponent("loop2.txt").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop2.txt").path, withDestinationPath: loop.path)
        XCTAssertEqual(readError(loop)?.message, "“loop.txt” could not be opened: it is a link that leads back to itself.")
    }

    func testAOneGigabyteFileIsRefusedWithoutReadingIt() throws {
        let url = folder.appendingPathComponent("huge.txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 1 << 30)  // sparse: a gigabyte on paper, nothing on disk
        try handle.close()
        let started = Date()
        let error = readError(url)
        XCTAssertEqual(error?.reason, .tooLarge(1 << 30))
        XCTAssertEqual(error?.message, "“huge.txt” could not be opened: it is 1 GB, more than the 256 MB a document may have.")
        XCTAssertLessThan(Date().timeIntervalSince(started), 1, "refused without reading")
    }

    func testADocumentThatRefusesItsFileGivesItsReason() throws {
        let url = folder.appendingPathComponent("bad.txt")
        try Data("x".utf8).write(to: url)
        do {
            _ = try DocumentStore.read(StoreRefusingDocument.self, from: url)
            XCTFail("the document threw")
        } catch {
            XCTAssertEqual(error.reason, .documentRejected)
            XCTAssertEqual(error.message, "“bad.txt” could not be opened: its contents could not be read (the header is missing).")
        }
        let png = folder.appendingPathComponent("photo.png")
        try Data([0x89]).write(to: png)
        do { _ = try DocumentStore.read(StoreNotesDocument.self, from: png); XCTFail() } catch {
            XCTAssertEqual(error.message, "“photo.png” could not be opened: this document does not read “.png” files.")
        }
    }

    func testAFailedSaveLeavesTheOldFileWhole() throws {
        let url = folder.appendingPathComponent("notes.txt")
        try Data("old".utf8).write(to: url)
        do {
            try DocumentStore.write(StoreRefusingDocument.self, over: url)
            XCTFail("the document threw")
        } catch {
            XCTAssertEqual(error.message, "“notes.txt” could not be saved: the document could not write its contents (the header is missing).")
        }
        XCTAssertEqual(try Data(contentsOf: url), Data("old".utf8))
        do {
            try DocumentStore.write(StoreNotesDocument(text: "new"), to: folder.appendingPathComponent("no-such-folder/notes.txt"), contentType: .plainText)
            XCTFail("the folder does not exist")
        } catch {
            XCTAssertEqual(error.message, "“notes.txt” could not be saved: its folder does not exist.")
        }
        XCTAssertEqual(try Data(contentsOf: url), Data("old".utf8))
    }

    private func readError(_ url: URL) -> DocumentStoreError? {
        do { _ = try DocumentStore.read(StoreNotesDocument.self, from: url); return nil } catch { return error }
    }
}

private extension DocumentStore {
    static func write(_ type: StoreRefusingDocument.Type, over url: URL) throws(DocumentStoreError) {
        try write(StoreRefusingDocument(), to: url, contentType: .plainText)
    }
}
