import XCTest
import Atelier
import AtelierTesting

// contentMargins(_:_:for:): a scroll view insets its content inside its scrollable area (the margins scroll
// with it and extend how far it scrolls), its indicators apart; a List does the same.

private struct Rows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { i in
                    Text("row \(i)").frame(maxWidth: .infinity, alignment: .leading).frame(height: 40)
                }
            }
        }
    }
}

@preconcurrency @MainActor final class ContentMarginsTests: XCTestCase {
    func testScrollContentMarginsInsetTheContentAndLengthenTheScroll() {
        let plain = TestHost(Rows(), size: CGSize(width: 300, height: 400))
        let host = TestHost(Rows().contentMargins(.horizontal, 20).contentMargins(.vertical, 50, for: .scrollContent),
                            size: CGSize(width: 300, height: 400))
        let before = plain.frame(ofText: "row 0")!, after = host.frame(ofText: "row 0")!
        XCTAssertEqual(after.minX - before.minX, 20, accuracy: 0.5, "inset from the leading edge")
        XCTAssertEqual(after.minY - before.minY, 50, accuracy: 0.5, "inset from the top")
        // Scrolled to the end, the last row stops 50 points above the bottom.
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 5_000), at: CGPoint(x: 150, y: 200)))
        let last = host.frame(ofText: "row 29")!
        XCTAssertEqual(last.midY, 400 - 50 - 20, accuracy: 1, "the bottom margin scrolls into view under the last row")
        // The margins are inside the scroll view: it still takes the whole window.
        XCTAssertTrue(plain.scroll(by: CGSize(width: 0, height: 5_000), at: CGPoint(x: 150, y: 200)))
        XCTAssertEqual(plain.frame(ofText: "row 29")!.midY, 400 - 20, accuracy: 1)
    }

    func testIndicatorMarginsLeaveTheContentAlone() {
        let plain = TestHost(Rows(), size: CGSize(width: 300, height: 400))
        let host = TestHost(Rows().contentMargins(.top, 100, for: .scrollIndicators), size: CGSize(width: 300, height: 400))
        XCTAssertEqual(host.frame(ofText: "row 0"), plain.frame(ofText: "row 0"))
        // A scroll shows the bars: the thumb keeps out of the top 100 points.
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 1), at: CGPoint(x: 150, y: 200)))
        XCTAssertTrue(plain.scroll(by: CGSize(width: 0, height: 1), at: CGPoint(x: 150, y: 200)))
        func thumbRows(_ h: TestHost) -> [Int] {
            (0..<400).filter { y in
                (290..<300).contains { x in
                    let c = h.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    return c.a > 0 && c.r < 200
                }
            }
        }
        let marked = thumbRows(host), free = thumbRows(plain)
        XCTAssertFalse(free.isEmpty, "the plain scroll view shows its thumb")
        XCTAssertLessThan(free.min() ?? 400, 20, "near the top without margins")
        XCTAssertFalse(marked.isEmpty)
        XCTAssertGreaterThanOrEqual(marked.min() ?? 0, 100, "the thumb starts below the indicators' top margin")
    }

    func testAListInsetsItsRows() {
        let list = List(0..<5, id: \.self) { i in Text("item \(i)") }
        let plain = TestHost(list, size: CGSize(width: 300, height: 400))
        let host = TestHost(list.contentMargins(.top, 40), size: CGSize(width: 300, height: 400))
        XCTAssertEqual(host.frame(ofText: "item 0")!.minY - plain.frame(ofText: "item 0")!.minY, 40, accuracy: 0.5)
    }

    func testANilLengthRestoresTheDefault() {
        let plain = TestHost(Rows(), size: CGSize(width: 300, height: 400))
        let host = TestHost(Rows().contentMargins(.all, nil).contentMargins(.top, 30), size: CGSize(width: 300, height: 400))
        XCTAssertEqual(host.frame(ofText: "row 0")!.minY - plain.frame(ofText: "row 0")!.minY, 0, accuracy: 0.5,
                       "the inner modifier wins, and nil means no margin")
    }
}
