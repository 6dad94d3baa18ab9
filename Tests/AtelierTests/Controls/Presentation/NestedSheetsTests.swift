import XCTest
@testable @_spi(Backend) import AtelierCore
import Atelier
@testable import AtelierTesting

/// A view that presents the next level in a sheet at once, `depth` levels in all (the first under the sheets).
private struct NestedSheet: View {
    let level: Int
    let depth: Int
    @State private var shown: Bool
    init(level: Int, depth: Int) {
        self.level = level
        self.depth = depth
        _shown = State(initialValue: level < depth)
    }
    var body: some View {
        Text(verbatim: "Sheet \(level)")
            .sheet(isPresented: $shown) {
                NestedSheet(level: level + 1, depth: depth)
            }
    }
}

/// Sheets presented from inside sheets, 100 deep in one frame (issue 36): the work grows with the depth, not
/// with its square (each level updating every sheet presented before it). Counted in bodies evaluated.
@preconcurrency @MainActor final class NestedSheetsTests: XCTestCase {
    /// Bodies evaluated to show `depth` nested sheets, and the host.
    private func present(depth: Int) -> (bodies: Int, host: TestHost) {
        let host = TestHost(NestedSheet(level: 1, depth: depth), size: CGSize(width: 390, height: 600))
        host.advance(by: 1)
        return (host.graph.statistics.bodyEvaluations, host)
    }

    func testAHundredNestedSheetsCostWhatTheirLevelsDo() {
        let (fifty, _) = present(depth: 50)
        let (hundred, host) = present(depth: 100)
        XCTAssertTrue(host.texts.contains("Sheet 100"), "the hundredth sheet shows")
        XCTAssertEqual(host.texts.filter { $0.hasPrefix("Sheet ") }.count, 100)
        // Twice the levels, twice the work (the quadratic update evaluated about four times as many bodies).
        XCTAssertLessThanOrEqual(Double(hundred), 2.3 * Double(fifty), "50 levels: \(fifty) bodies, 100 levels: \(hundred)")
        XCTAssertLessThanOrEqual(hundred, 100 * 40, "\(hundred) bodies for 100 sheets")
    }

    func testDismissingTheTopSheetOfAHundredLeavesTheOthers() {
        let (_, host) = present(depth: 100)
        let before = host.graph.statistics.bodyEvaluations
        host.keyDown(.escape)
        host.advance(by: 1)
        XCTAssertFalse(host.texts.contains("Sheet 100"), "\(host.texts.suffix(3))")
        XCTAssertTrue(host.texts.contains("Sheet 99"))
        XCTAssertLessThanOrEqual(host.graph.statistics.bodyEvaluations - before, 400, "one dismissal updates the levels it touches")
    }
}
