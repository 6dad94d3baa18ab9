import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

/// A tail truncation that starts its search from the wrapped lines' glyph positions shows the same line as
/// the search from the line's length, and that line is the longest that fits with its ellipsis.
@preconcurrency @MainActor final class TruncationSearchTests: XCTestCase {
    @MainActor static func layout(estimating: Bool, _ request: TextRequest) -> TextLayout {
        PangoTextEngine.estimatesTruncation = estimating
        defer { PangoTextEngine.estimatesTruncation = true }
        return PangoTextEngine().layout(request)
    }

    /// Plain, bold-in-the-middle, tracked and two-size texts, and some that a newline, a right-to-left
    /// script or a long word make take the other paths.
    static var requests: [(String, [TextRun])] {
        let body = ResolvedFont(size: 15), bold = ResolvedFont(size: 15, weight: 700), big = ResolvedFont(size: 24)
        var tracked = TextRun(string: "Tracked letters spread out across the line, wider than they would be otherwise.", font: body)
        tracked.tracking = 2
        var cases: [(String, [TextRun])] = NarrowTextLayoutTests.prose.prefix(16).map { ($0, [TextRun(string: $0, font: body)]) }
        cases += [
            ("bold middle", [TextRun(string: "Some plain words, then ", font: body), TextRun(string: "a bold stretch of text", font: bold),
                             TextRun(string: " and plain words again after it, long enough to wrap.", font: body)]),
            ("two sizes", [TextRun(string: "Small words first and then ", font: body),
                           TextRun(string: "BIG WORDS AFTER THEM", font: big), TextRun(string: " small again.", font: body)]),
            ("tracked", [tracked]),
            ("newline", [TextRun(string: "A first paragraph that is long enough to wrap somewhere.\nAnd a second one.", font: body)]),
            ("newline early", [TextRun(string: "Short.\nThen a much longer second paragraph that wraps onto more lines.", font: body)]),
            ("hebrew", [TextRun(string: "שלום עולם, זהו משפט ארוך מספיק כדי לגלוש לשורה הבאה ועוד אחת.", font: body)]),
            ("long word", [TextRun(string: "Supercalifragilisticexpialidociousandthensomemorelettersthatneverend okay", font: body)]),
        ]
        return cases
    }

    func testTheEstimateShowsWhatTheSearchFromTheLineShows() {
        var compared = 0, truncated = 0
        for (name, runs) in Self.requests {
            for width in stride(from: 40.0, through: 420.0, by: 38.0) {
                for limit in [1, 2, 3] {
                    let request = TextRequest(runs: runs, maxWidth: width, lineLimit: limit)
                    let fast = Self.layout(estimating: true, request), slow = Self.layout(estimating: false, request)
                    let what = "\(name) at \(width) pt, \(limit) lines"
                    XCTAssertEqual(fast.displayedString, slow.displayedString, what)
                    XCTAssertEqual(fast.lineCount, slow.lineCount, what)
                    XCTAssertEqual(fast.size.width, slow.size.width, accuracy: 1e-9, what)
                    XCTAssertEqual(fast.size.height, slow.size.height, accuracy: 1e-9, what)
                    XCTAssertEqual(fast.lastBaseline, slow.lastBaseline, accuracy: 1e-9, what)
                    compared += 1
                    if fast.displayedString.hasSuffix("…") { truncated += 1 }
                }
            }
        }
        XCTAssertEqual(compared, Self.requests.count * 11 * 3)
        XCTAssertGreaterThan(truncated, compared / 2, "most cases truncate")
    }

    /// The one line shown is the longest prefix of the text (its trailing spaces trimmed) that fits with an
    /// ellipsis after it: found here by laying out every prefix.
    func testTheLineShownIsTheLongestThatFits() {
        let engine = PangoTextEngine()
        let font = ResolvedFont(size: 15)
        for sentence in NarrowTextLayoutTests.prose.prefix(6) {
            for width in [90.0, 173.0, 260.0] {
                let shown = engine.layout(TextRequest(runs: [TextRun(string: sentence, font: font)], maxWidth: width, lineLimit: 1))
                guard shown.lineCount == 1, shown.displayedString.hasSuffix("…") else { continue }
                let characters = Array(sentence)
                var best = ""
                for k in 0...characters.count {
                    var prefix = String(characters[0..<k])
                    while prefix.last?.isWhitespace == true { prefix.removeLast() }
                    let candidate = prefix + "…"
                    if engine.layout(TextRequest(runs: [TextRun(string: candidate, font: font)])).size.width <= width + 0.001 {
                        best = candidate
                    }
                }
                XCTAssertEqual(shown.displayedString, best, "\"\(sentence)\" at \(width) pt")
                XCTAssertLessThanOrEqual(shown.size.width, width + 0.001)
            }
        }
    }

    func testAHeightOfOneLineInAStackShowsTheSameLineEitherWay() {
        @MainActor func shown(estimating: Bool) -> [String] {
            PangoTextEngine.estimatesTruncation = estimating
            defer { PangoTextEngine.estimatesTruncation = true }
            CairoBackend.install()
            let host = TestHost(VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<6) { i in Text(NarrowTextLayoutTests.prose[i]).frame(height: 18) }
            }, size: CGSize(width: 230, height: 200))
            return host.texts
        }
        let fast = shown(estimating: true)
        XCTAssertEqual(fast, shown(estimating: false))
        XCTAssertEqual(fast.count, 6)
        XCTAssertTrue(fast.contains { $0.hasSuffix("…") }, "\(fast)")
    }
}
