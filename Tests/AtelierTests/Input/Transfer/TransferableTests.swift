import XCTest
import Atelier
import UniformTypeIdentifiers
@_spi(Backend) import CoreTransferable

// Content types and Transferable as programs declare them: the type hierarchy, a program's own type, and
// each kind of representation, read back through what a drop or the clipboard offers.

private struct Note: Codable, Equatable, Transferable {
    var title: String
    var body: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .note)
        ProxyRepresentation(exporting: \.title)
    }
}

private extension UTType {
    static let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
}

private struct Sketch: Transferable {
    var bytes: Data
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .png) { sketch in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("sketch-\(UUID().uuidString).png")
            try sketch.bytes.write(to: url)
            return SentTransferredFile(url)
        } importing: { received in
            Sketch(bytes: try Data(contentsOf: received.file))
        }
    }
}

final class TransferableTests: XCTestCase {
    func testTypesFormAHierarchyWithTheirTags() {
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertEqual(UTType(mimeType: "application/json"), .json)
        XCTAssertEqual(UTType.json.preferredFilenameExtension, "json")
        XCTAssertEqual(UTType("public.plain-text"), .plainText)
        XCTAssertNil(UTType("com.example.unknown"))
        XCTAssertTrue(UTType.note.conforms(to: .text), "a program's type conforms through its parent")
        XCTAssertEqual(UTType("com.example.note"), .note)
    }

    func testACodableTypeIsWrittenAsItsTypeAndReadAsTextThroughItsProxy() async throws {
        let note = Note(title: "Groceries", body: "Milk")
        let offer = TransferOffer(note)
        XCTAssertEqual(offer.contentTypes, [.note, .utf8PlainText])
        let back = try await offer.load(Note.self)
        XCTAssertEqual(back, note)
        let text = try await offer.load(String.self)
        XCTAssertEqual(text, "Groceries")
        XCTAssertFalse(TransferOffer("just text").canLoad(Note.self), "text does not make a note")
    }

    func testAFileRepresentationReadsADroppedFileAndBytes() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("drop-\(UUID().uuidString).png")
        try Data([1, 2, 3]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try await TransferOffer(file: url).load(Sketch.self)
        XCTAssertEqual(fromFile.bytes, Data([1, 2, 3]))
        let fromURL = try await TransferOffer(file: url).load(URL.self)
        XCTAssertEqual(fromURL, url, "a dropped file reads as its file URL")
        let asData = try await TransferOffer(file: url).load(Data.self)
        XCTAssertEqual(asData, Data([1, 2, 3]), "and as its bytes")
        let exported = try await TransferOffer(Sketch(bytes: Data([9]))).load(Data.self)
        XCTAssertEqual(exported, Data([9]), "an exported file is read as bytes")
    }

    func testFoundationTypes() async throws {
        let web = URL(string: "https://example.com/a")!
        XCTAssertEqual(TransferOffer(web).contentTypes, [.url], "a web URL is not offered as a file URL")
        XCTAssertEqual(TransferOffer(URL(fileURLWithPath: "/tmp/x.txt")).contentTypes, [.fileURL, .url])
        let read = try await TransferOffer(text: " https://example.com/b ").load(URL.self)
        XCTAssertEqual(read, URL(string: "https://example.com/b"))
        let styled = try await TransferOffer(AttributedString("bold")).load(String.self)
        XCTAssertEqual(styled, "bold")
    }

    @MainActor func testAnImageIsTransferredAsAPNGOfIt() async throws {
        let offer = TransferOffer(Image(systemName: "star.fill"))
        XCTAssertEqual(offer.contentTypes, [.png])
        let data = try await offer.load(Data.self)
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG's signature")
        XCTAssertGreaterThan(data.count, 100)
    }

    func testAnItemProviderLoadsWhatItOffers() {
        let provider = NSItemProvider(object: "hello" as NSString)
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        XCTAssertFalse(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        let loaded = expectation(description: "loaded")
        provider.loadObject(ofClass: String.self) { string, error in
            XCTAssertEqual(string, "hello")
            XCTAssertNil(error)
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 1)
    }
}
