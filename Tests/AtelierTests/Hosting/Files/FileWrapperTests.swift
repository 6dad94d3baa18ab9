import XCTest
@_spi(Backend) import Atelier

// Foundation's FileWrapper, which swift-corelibs-foundation lacks: files, folders and links, read and written.

final class FileWrapperTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-filewrapper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func testARegularFileRoundTrips() throws {
        let url = folder.appendingPathComponent("note.txt")
        let wrapper = FileWrapper(regularFileWithContents: Data("héllo\n".utf8))
        XCTAssertTrue(wrapper.isRegularFile)
        XCTAssertFalse(wrapper.isDirectory)
        try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
        XCTAssertEqual(try Data(contentsOf: url), Data("héllo\n".utf8))
        let read = try FileWrapper(url: url)
        XCTAssertEqual(read.regularFileContents, Data("héllo\n".utf8))
        XCTAssertEqual(read.filename, "note.txt")
        XCTAssertEqual(read.preferredFilename, "note.txt")
        XCTAssertTrue(read.matchesContents(of: url))
        try Data("changed".utf8).write(to: url)
        XCTAssertFalse(read.matchesContents(of: url), "the file changed on disk")
    }

    func testADirectoryRoundTripsWithItsChildrenAndLinks() throws {
        let package = FileWrapper(directoryWithFileWrappers: [:])
        let textKey = package.addRegularFile(withContents: Data("a".utf8), preferredFilename: "a.txt")
        let secondKey = package.addRegularFile(withContents: Data("b".utf8), preferredFilename: "a.txt")
        XCTAssertEqual(textKey, "a.txt")
        XCTAssertEqual(secondKey, "a 2.txt", "a taken name gets a number")
        let inner = FileWrapper(directoryWithFileWrappers: ["deep.json": FileWrapper(regularFileWithContents: Data("{}".utf8))])
        inner.preferredFilename = "Inner"
        package.addFileWrapper(inner)
        let link = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "a.txt"))
        link.preferredFilename = "link"
        package.addFileWrapper(link)
        XCTAssertEqual(package.keyForChildFileWrapper(inner), "Inner")

        let url = folder.appendingPathComponent("Doc.pkg")
        try package.write(to: url, options: [.atomic, .withNameUpdating], originalContentsURL: nil)
        XCTAssertEqual(inner.filename, "Inner")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted(), ["Inner", "a 2.txt", "a.txt", "link"])

        let read = try FileWrapper(url: url)
        XCTAssertTrue(read.isDirectory)
        XCTAssertEqual(read.fileWrappers?["a 2.txt"]?.regularFileContents, Data("b".utf8))
        XCTAssertEqual(read.fileWrappers?["Inner"]?.fileWrappers?["deep.json"]?.regularFileContents, Data("{}".utf8))
        XCTAssertEqual(read.fileWrappers?["link"]?.isSymbolicLink, true)
        XCTAssertEqual(read.fileWrappers?["link"]?.symbolicLinkDestinationURL?.lastPathComponent, "a.txt")
        XCTAssertTrue(package.matchesContents(of: url))

        package.removeFileWrapper(inner)
        XCTAssertNil(package.fileWrappers?["Inner"])
        // Written again over the old folder, atomically: the old folder's extra child is gone.
        try package.write(to: url, options: .atomic, originalContentsURL: url)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted(), ["a 2.txt", "a.txt", "link"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Doc.pkg"], "no temporary item is left")
    }

    func testAnAtomicWriteThatFailsPartWayLeavesTheOldFileWhole() throws {
        let url = folder.appendingPathComponent("Doc.pkg")
        let old = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("old".utf8))])
        try old.write(to: url, options: .atomic, originalContentsURL: nil)
        // The second child cannot be written: its name holds a slash into a folder that does not exist.
        let broken = FileWrapper(directoryWithFileWrappers: [
            "a.txt": FileWrapper(regularFileWithContents: Data("new".utf8)),
            "missing/b.txt": FileWrapper(regularFileWithContents: Data("b".utf8)),
        ])
        XCTAssertThrowsError(try broken.write(to: url, options: .atomic, originalContentsURL: url))
        XCTAssertEqual(try Data(contentsOf: url.appendingPathComponent("a.txt")), Data("old".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Doc.pkg"], "the partial item was removed")

        let file = folder.appendingPathComponent("plain.txt")
        try Data("old".utf8).write(to: file)
        let link = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/x"))
        let bad = FileWrapper(directoryWithFileWrappers: ["l": link, "x/y": link])
        XCTAssertThrowsError(try bad.write(to: file, options: .atomic, originalContentsURL: nil))
        XCTAssertEqual(try Data(contentsOf: file), Data("old".utf8))
    }

    func testAChildWithoutANameIsAddedAsUntitledWithAWarning() {
        Diagnostics.reset()
        let folderWrapper = FileWrapper(directoryWithFileWrappers: [:])
        XCTAssertEqual(folderWrapper.addFileWrapper(FileWrapper(regularFileWithContents: Data())), "Untitled")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("without a preferredFilename") }, "\(Diagnostics.warnings)")
    }

    func testChosenURLsAnswerSecurityScopedAccess() {
        let chosen = folder.appendingPathComponent("chosen.txt")
        XCTAssertFalse(chosen.startAccessingSecurityScopedResource(), "not chosen yet")
        SecurityScopedURLs.shared.grant(folder)
        XCTAssertTrue(chosen.startAccessingSecurityScopedResource(), "inside a chosen folder")
        XCTAssertEqual(SecurityScopedURLs.shared.accessCount(chosen), 1)
        chosen.stopAccessingSecurityScopedResource()
        XCTAssertEqual(SecurityScopedURLs.shared.accessCount(chosen), 0)
    }
}
