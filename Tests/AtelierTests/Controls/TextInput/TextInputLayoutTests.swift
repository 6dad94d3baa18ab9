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
}
