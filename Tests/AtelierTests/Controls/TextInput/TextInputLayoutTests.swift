import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo

/// A text input's layout after an edit, made from the layout before it, is the layout made afresh.
@preconcurrency @MainActor final class TextInputLayoutTests: XCTestCase {
    func testAnEditedLayoutIsTheFreshLayout() {
        let engine = PangoTextEngine()
        let font = ResolvedFont(size: 17)
        var state: UInt64 = 7
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let pieces = ["a", "word ", "\n", "\n\n", "é", "你好", " ", "longer words here "]
        var text = "first paragraph\nsecond one\n\nfourth"
        var layout = TextInputLayout(string: text, font: font, width: 120, lineSpacing: 2, engine: engine)
        for step in 0..<300 {
            var bytes = Array(text.utf8)
            // An edit at a character boundary: an insertion, a deletion or a replacement.
            let characters = Array(text)
            let at = next(characters.count + 1)
            let length = next(4) == 0 ? min(next(6), characters.count - at) : 0
            let prefix = String(characters[0..<at]), rest = String(characters[(at + length)...])
            text = prefix + (next(3) == 0 ? "" : pieces[next(pieces.count)]) + rest
            bytes = Array(text.utf8)
            _ = bytes
            layout = TextInputLayout(string: text, font: font, width: 120, lineSpacing: 2, engine: engine, previous: layout)
            let fresh = TextInputLayout(string: text, font: font, width: 120, lineSpacing: 2, engine: engine)
            XCTAssertEqual(layout.paragraphs.map(\.range), fresh.paragraphs.map(\.range), "step \(step): \(text.debugDescription)")
            XCTAssertEqual(layout.paragraphs.map(\.top), fresh.paragraphs.map(\.top), "step \(step)")
            XCTAssertEqual(layout.lines, fresh.lines, "step \(step)")
            XCTAssertEqual(layout.size, fresh.size, "step \(step)")
        }
    }

    /// An unwrapped line of 11 KB is laid out in pieces side by side: it is as wide as the line laid out whole, the
    /// caret stands where it does in the whole, a position maps back to its offset, and moving across a piece's end
    /// goes on into the next; an edit lays out again only the piece it changed.
    func testALongUnwrappedLineInPiecesPlacesTheCaretAsTheWholeLineDoes() {
        let pango = PangoTextEngine()
        let engine = CountingTextEngine(wrapping: pango)
        let font = ResolvedFont(size: 17)
        let text = String(repeating: "Lorem ipsum dolor sit amet, ", count: 400)
        let bytes = text.utf8.count
        let pieced = TextInputLayout(string: text, font: font, width: nil, lineSpacing: 0, engine: engine)
        let pieces = pieced.paragraphs[0].pieces
        XCTAssertGreaterThanOrEqual(pieces.count, 4)
        XCTAssertEqual(pieces.first?.range.lowerBound, 0)
        XCTAssertEqual(pieces.last?.range.upperBound, bytes)
        XCTAssertTrue(zip(pieces, pieces.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound }, "the pieces tile the line")
        XCTAssertEqual(engine.bytes, bytes, "each byte laid out once")
        let whole = pango.layout(TextRequest(runs: [TextRun(string: text, font: font)]))
        XCTAssertEqual(pieced.lines.count, 1)
        XCTAssertEqual(pieced.size.width, whole.size.width, accuracy: 0.5)
        XCTAssertEqual(pieced.size.height, pango.lines(of: whole)[0].frame.height, accuracy: 0.01)
        for offset in stride(from: 0, through: bytes, by: 37) {
            let x = pieced.caretX(at: offset, line: 0)
            XCTAssertEqual(x, pango.caretX(at: offset, line: 0, of: whole), accuracy: 0.5, "offset \(offset)")
            XCTAssertEqual(pieced.offset(atX: x + 0.5, line: 0), offset, "x \(x)")
        }
        for piece in pieces.dropLast() {
            let end = piece.range.upperBound
            XCTAssertEqual(pieced.offset(movingVisuallyFrom: end - 1, right: true), end)
            XCTAssertEqual(pieced.offset(movingVisuallyFrom: end, right: true), end + 1, "across the end of a piece")
            XCTAssertEqual(pieced.offset(movingVisuallyFrom: end, right: false), end - 1, "back into the piece before")
        }
        XCTAssertNil(pieced.offset(movingVisuallyFrom: bytes, right: true))

        // A word typed in the middle: one piece laid out again, and the caret after it moves by the word's width.
        engine.reset()
        let at = bytes / 2
        let edited = String(text.utf8.prefix(at))! + "X" + String(text.utf8.dropFirst(at))!
        let layout = TextInputLayout(string: edited, font: font, width: nil, lineSpacing: 0, engine: engine, previous: pieced)
        XCTAssertLessThanOrEqual(engine.bytes, 2 * TextInputLayout.pieceLength, "the edit laid out \(engine.bytes) bytes")
        let fresh = pango.layout(TextRequest(runs: [TextRun(string: edited, font: font)]))
        XCTAssertEqual(layout.size.width, fresh.size.width, accuracy: 0.5)
        for offset in stride(from: 0, through: bytes + 1, by: 53) {
            XCTAssertEqual(layout.caretX(at: offset, line: 0), pango.caretX(at: offset, line: 0, of: fresh), accuracy: 0.5, "offset \(offset)")
        }
    }
}
