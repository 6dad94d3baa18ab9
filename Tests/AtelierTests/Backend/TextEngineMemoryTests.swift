import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo

/// What the text engine keeps between texts, in less memory: the cache's recency is kept in its layouts, a request
/// packs its optional width. Measuring is unchanged: sizes are those another engine measures.
@preconcurrency @MainActor final class TextEngineMemoryTests: XCTestCase {
    private func texts(_ count: Int) -> [TextRun] {
        (0..<count).map { TextRun(string: "Message number \($0) of a list, with a few words", font: ResolvedFont(size: 15)) }
    }

    func testTextsMeasureAsAnotherEngineMeasuresThemWhateverItKept() throws {
        try XCTSkipUnless(PangoTextEngine.measuresTextFromWords, "texts are not measured from their words here")
        let engine = PangoTextEngine()
        let runs = texts(PangoTextEngine.recentAssemblyCount + 6)
        var sizes: [CGSize] = []
        for run in runs {
            let layout = engine.layout(TextRequest(runs: [run], maxWidth: 120))
            sizes.append(layout.size)
            XCTAssertGreaterThan(layout.lineCount, 1, "wrapped at 120 points")
            XCTAssertNotNil(engine.recentAssemblies[run], "the text just measured is kept assembled")
        }
        XCTAssertLessThanOrEqual(engine.recentAssemblies.count, PangoTextEngine.recentAssemblyCount)
        // The sizes are those another engine measures, the texts asked in the other order.
        let reference = PangoTextEngine()
        for (run, size) in zip(runs, sizes).reversed() {
            XCTAssertEqual(reference.layout(TextRequest(runs: [run], maxWidth: 120)).size, size, run.string)
        }
        // The first text, let go since, is assembled again when asked at another width, as the reference measures it.
        XCTAssertEqual(engine.layout(TextRequest(runs: [runs[0]], maxWidth: 80)).size,
                       reference.layout(TextRequest(runs: [runs[0]], maxWidth: 80)).size)
    }

    func testTheCacheLetsTheLeastRecentlyAnsweredGo() {
        var cache = LRUCache<Int, TextLayout>(capacity: 4)
        let layouts = (0..<5).map {
            TextLayout(size: CGSize(width: $0, height: 1), firstBaseline: 0, lastBaseline: 0, lineCount: 1, displayedString: "", handle: nil)
        }
        for i in 0..<4 { cache[i] = layouts[i] }
        // Key 0 answered again: key 1 is now the least recently used, and goes when a fifth comes.
        XCTAssert(cache[0] === layouts[0])
        cache[4] = layouts[4]
        XCTAssertEqual(cache.count, 4)
        XCTAssertNil(cache[1])
        for i in [0, 2, 3, 4] { XCTAssert(cache[i] === layouts[i], "key \(i)") }
    }

    func testARequestsWidthIsKeptAsGiven() {
        let runs = [TextRun(string: "Width", font: ResolvedFont(size: 15))]
        XCTAssertNil(TextRequest(runs: runs).maxWidth)
        XCTAssertEqual(TextRequest(runs: runs, maxWidth: 120.5).maxWidth, 120.5)
        XCTAssertEqual(TextRequest(runs: runs, maxWidth: 0).maxWidth, 0)
        XCTAssertEqual(TextRequest(runs: runs, maxWidth: .infinity).maxWidth, .infinity)
        XCTAssertEqual(TextRequest(runs: runs, maxWidth: .nan).maxWidth?.isNaN, true, "a NaN is a width, not none")
        var request = TextRequest(runs: runs, maxWidth: 50)
        request.maxWidth = nil
        XCTAssertEqual(request, TextRequest(runs: runs))
        XCTAssertEqual(request.hashValue, TextRequest(runs: runs).hashValue)
        XCTAssertNotEqual(TextRequest(runs: runs, maxWidth: 50), TextRequest(runs: runs))
    }
}
