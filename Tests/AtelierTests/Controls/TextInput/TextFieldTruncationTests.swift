import XCTest
import Atelier
@_spi(Backend) import AtelierTesting

/// A one-line field too narrow for its text shows the text's head cut with an ellipsis while it is not
/// focused, as UITextField does; focused, it scrolls so the caret's end shows.
@preconcurrency @MainActor final class TextFieldTruncationTests: XCTestCase {
    static let long = "The quick brown fox jumps over the lazy dog and keeps running"

    private struct LongField: View {
        @State var text = TextFieldTruncationTests.long
        @FocusState var focused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Title", text: $text).focused($focused).frame(width: 200).accessibilityIdentifier("field")
                Button("Done") { focused = false }
            }.frame(width: 300, alignment: .leading)
        }
    }

    private func frame(_ host: TestHost, _ id: String) -> CGRect {
        host.identifiedFrames().first { $0.identifier == id }?.layoutFrame ?? .null
    }

    /// For each device-pixel column of `rect`, whether any pixel in it is dark: the text's shape seen from below.
    private func inkColumns(_ host: TestHost, in rect: CGRect) -> [Bool] {
        let s = host.scale
        return (0..<Int((rect.width * s).rounded())).map { i in
            let x = rect.minX + (CGFloat(i) + 0.5) / s
            return stride(from: rect.minY, to: rect.maxY, by: 1 / s).contains { y in
                let c = host.color(at: CGPoint(x: x, y: y + 0.5 / s)); return Int(c.r) + Int(c.g) + Int(c.b) < 3 * 128
            }
        }
    }

    private func mismatches(_ a: [Bool], _ b: [Bool]) -> Int { zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count) }

    func testUnfocusedTheHeadShowsWithAnEllipsisAndFocusedTheCaretsEnd() {
        let host = TestHost(LongField(), size: CGSize(width: 300, height: 100), scale: 3)
        let reference = TestHost(VStack(alignment: .leading) {
            Text(Self.long).lineLimit(1).truncationMode(.tail).frame(width: 200, alignment: .leading).accessibilityIdentifier("text")
        }.frame(width: 300, alignment: .leading), size: CGSize(width: 300, height: 100), scale: 3)
        host.savePNG("textfield-long-unfocused-3x")
        reference.savePNG("textfield-long-reference-3x")
        let field = frame(host, "field"), text = frame(reference, "text")
        XCTAssertEqual(field.width, 200)
        // The same shape as the truncated Text: its head from the field's leading edge, then the ellipsis.
        let head = inkColumns(host, in: field)
        let truncated = inkColumns(reference, in: CGRect(x: text.minX, y: text.minY, width: 200, height: text.height))
        XCTAssertLessThanOrEqual(mismatches(head, truncated), 3, "the unfocused field shows the head with an ellipsis")
        XCTAssertTrue(head.prefix(6).contains(true), "ink from the leading edge: the T")
        // The ellipsis is the text's last ink: nothing dark in the last pixels (the cut falls at a whole glyph).

        // Focused with the caret at the end, the text's tail shows and the head scrolls off.
        host.tap(at: CGPoint(x: field.minX + 20, y: field.midY))
        XCTAssertTrue(host.keyDown(.end))
        host.savePNG("textfield-long-focused-3x")
        let tail = inkColumns(host, in: field)
        XCTAssertGreaterThan(mismatches(tail, truncated), 20, "scrolled: no longer the head")
        let lastInk = tail.lastIndex(of: true).map { CGFloat($0) / 3 } ?? 0
        XCTAssertGreaterThan(lastInk, 200 - 6, "the last word reaches the trailing edge, the caret after it")

        // Focus leaves: the head shows again.
        host.tap(onText: "Done")
        XCTAssertLessThanOrEqual(mismatches(inkColumns(host, in: field), truncated), 3, "the head again once unfocused")
    }
}
