import XCTest
import Atelier
@testable @_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierTesting

/// 5 MB pasted into a one-line field (issue 36): the paste lays the text out once, in pieces, and a key after
/// it lays out again the piece it changed, not the 5 MB; the field shows the caret's end while focused and the
/// text's head with an ellipsis when not. Counted in bytes the text engine is asked to lay out.
@preconcurrency @MainActor final class TextFieldLongPasteTests: XCTestCase {
    private struct PasteField: View {
        @State var text = ""
        @FocusState var focused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Paste here", text: $text).focused($focused).frame(width: 300).accessibilityIdentifier("field")
                Button("Done") { focused = false }
            }.frame(width: 400, alignment: .leading)
        }
    }

    static let words = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 5_000_000 / 45)

    private func inkColumns(_ host: TestHost, in rect: CGRect) -> Int {
        stride(from: rect.minX, to: rect.maxX, by: 1).filter { x in
            stride(from: rect.minY, to: rect.maxY, by: 1).contains { y in
                let c = host.color(at: CGPoint(x: x + 0.5, y: y + 0.5)); return Int(c.r) + Int(c.g) + Int(c.b) < 3 * 128
            }
        }.count
    }

    func testAKeyAfterFiveMegabytesPastedLaysOutAPieceAndTheFieldShowsTheCaretsEnd() {
        let host = TestHost(PasteField(), size: CGSize(width: 400, height: 100))
        let field = host.identifiedFrames().first { $0.identifier == "field" }!.layoutFrame
        host.tap(at: CGPoint(x: field.minX + 10, y: field.midY))
        let engine = CountingTextEngine(wrapping: GraphicsServices.textEngine)
        let before = GraphicsServices.textEngine
        GraphicsServices.textEngine = engine
        defer { GraphicsServices.textEngine = before }

        let bytes = Self.words.utf8.count
        XCTAssertTrue(host.insertText(Self.words))
        _ = host.pngData()
        XCTAssertEqual(host.focusedTextField?.text.utf8.count, bytes)
        // Each byte is shaped once (a few pieces twice), where one paragraph was shaped for the ideal width and again.
        XCTAssertLessThan(engine.bytes, bytes + bytes / 10, "the paste lays out \(engine.bytes) bytes")

        engine.reset()
        host.type("x")
        _ = host.pngData()
        XCTAssertEqual(host.focusedTextField?.text.utf8.count, bytes + 1)
        XCTAssertTrue(host.focusedTextField?.text.hasSuffix("dog. x") ?? false)
        XCTAssertLessThanOrEqual(engine.bytes, 4 * TextInputLayout.pieceLength, "a key lays out \(engine.bytes) bytes")

        // The field scrolled to its end: the text's tail is drawn up to the caret at the trailing edge.
        let caret = host.textInputCaretFrame!
        XCTAssertEqual(caret.maxX, field.maxX, accuracy: 4, "the caret at the field's end: \(caret) in \(field)")
        XCTAssertGreaterThan(inkColumns(host, in: CGRect(x: field.maxX - 100, y: field.minY, width: 95, height: field.height)), 30,
                             "the tail of the text shows before the caret")
        // A tap in the middle of what shows puts the caret there: among the last characters, not at the text's start.
        host.tap(at: CGPoint(x: field.midX, y: field.midY))
        let selection = host.focusedTextField!.selection
        XCTAssertGreaterThan(selection.lowerBound, bytes - 60, "the caret went where the tap was: \(selection)")
        XCTAssertLessThan(selection.lowerBound, bytes - 5)

        // Unfocused, the field shows the text's head with an ellipsis, laid out from the head alone.
        engine.reset()
        host.tap(onText: "Done")
        _ = host.pngData()
        XCTAssertNil(host.focusedTextField)
        XCTAssertLessThanOrEqual(engine.bytes, 4 * TextInputLayout.pieceLength, "unfocused, \(engine.bytes) bytes laid out")
        XCTAssertGreaterThan(inkColumns(host, in: CGRect(x: field.minX, y: field.minY, width: 40, height: field.height)), 10,
                             "the head shows from the leading edge")
    }

    private struct SecretField: View {
        @State var text = ""
        var body: some View {
            SecureField("Password", text: $text).frame(width: 300).accessibilityIdentifier("field")
                .frame(width: 400, alignment: .leading)
        }
    }

    func testFiveMegabytesPastedIntoASecureFieldAreMaskedOnceAndAKeyLaysOutAPiece() {
        // The bullets were made again, a character at a time, at every question a frame asked (2.3 s a key, release).
        let host = TestHost(SecretField(), size: CGSize(width: 400, height: 100))
        let field = host.identifiedFrames().first { $0.identifier == "field" }!.layoutFrame
        host.tap(at: CGPoint(x: field.minX + 10, y: field.midY))
        let engine = CountingTextEngine(wrapping: GraphicsServices.textEngine)
        let before = GraphicsServices.textEngine
        GraphicsServices.textEngine = engine
        defer { GraphicsServices.textEngine = before }

        let characters = Self.words.count
        XCTAssertTrue(host.insertText(Self.words))
        _ = host.pngData()
        XCTAssertEqual(host.focusedTextField?.text, String(repeating: "\u{2022}", count: characters), "one bullet a character")
        XCTAssertEqual(host.focusedTextField?.selection, characters..<characters, "the caret after the paste")

        engine.reset()
        host.type("x")
        _ = host.pngData()
        XCTAssertEqual(host.focusedTextField?.text.count, characters + 1)
        XCTAssertLessThanOrEqual(engine.bytes, 4 * TextInputLayout.pieceLength, "a key lays out \(engine.bytes) bytes")
        let caret = host.textInputCaretFrame!
        XCTAssertEqual(caret.maxX, field.maxX, accuracy: 4, "the caret at the field's end: \(caret) in \(field)")
        // A tap in the middle of the bullets that show puts the caret among the last characters.
        host.tap(at: CGPoint(x: field.midX, y: field.midY))
        let selection = host.focusedTextField!.selection
        XCTAssertGreaterThan(selection.lowerBound, characters - 60, "the caret went where the tap was: \(selection)")
        XCTAssertLessThan(selection.lowerBound, characters - 5)
    }

    /// What a one-line field takes from a paste: each line break one space (CR LF one), other text as it is.
    func testLineBreaksPastedIntoOneLineBecomeSpacesAndOtherTextStays() {
        let host = TestHost(PasteField(), size: CGSize(width: 400, height: 100))
        let field = host.identifiedFrames().first { $0.identifier == "field" }!.layoutFrame
        host.tap(at: CGPoint(x: field.midX, y: field.midY))
        host.insertText("a\r\nb\rc\nd\u{2028}e\u{85}f\u{0B}g")
        XCTAssertEqual(host.focusedTextField?.text, "a b c d e f g")
        // Characters whose bytes end like NEL, LS or PS (Å is C3 85, ꨨ is EA A8 A8) are no line breaks.
        host.insertText(" Å ꨨ 👨‍👩‍👧 é")
        XCTAssertEqual(host.focusedTextField?.text, "a b c d e f g Å ꨨ 👨‍👩‍👧 é")
    }
}
