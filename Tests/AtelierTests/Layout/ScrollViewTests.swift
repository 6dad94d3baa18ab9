import XCTest
@testable @_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierTesting

// A scroll moves the content as drawn: nothing is laid out again, the pixels and frames are those of a
// tree laid out at that offset, taps reach what shows there, and GeometryReaders inside see the move.

@MainActor private final class TapLog { var rows: [Int] = [] }

private struct Rows: View {
    let log: TapLog
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { i in
                    HStack { Text("row \(i)"); Spacer(); Circle().fill(i % 2 == 0 ? Color.blue : Color.orange).frame(width: 14, height: 14) }
                        .padding(.horizontal, 12)
                        .frame(height: 40)
                        .contentShape(Rectangle())
                        .onTapGesture { log.rows.append(i) }
                }
            }
        }
    }
}

@preconcurrency @MainActor final class ScrollViewTests: XCTestCase {
    func testAScrollMovesTheContentWithoutLayingItOut() {
        let log = TapLog()
        let host = TestHost(Rows(log: log), size: CGSize(width: 300, height: 400))
        XCTAssertNotNil(host.pngData())
        let before = host.graph.nodesLaidOut
        XCTAssertEqual(host.frame(ofText: "row 3")?.minY ?? 0, 120 + 11, accuracy: 2)
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 1_000), at: CGPoint(x: 150, y: 200)))
        XCTAssertNotNil(host.pngData())
        XCTAssertEqual(host.graph.nodesLaidOut, before, "no node was sized or placed by the scroll")
        // Row 25 starts at 1,000 points: now at the top.
        XCTAssertEqual(host.frame(ofText: "row 25")?.minY ?? 0, 11, accuracy: 2)
        // Its text, placed outside the window at first (its glyphs were let go of then), is drawn.
        if let text = host.frame(ofText: "row 25") {
            var inked = 0
            for y in stride(from: text.minY, to: text.maxY, by: 1) {
                for x in stride(from: text.minX, to: text.maxX, by: 1) where host.color(at: CGPoint(x: x + 0.5, y: y + 0.5)).r < 100 { inked += 1 }
            }
            XCTAssertGreaterThan(inked, 20, "row 25's glyphs are drawn")
        }
        host.tap(at: CGPoint(x: 150, y: 20 + 40 * 2))
        XCTAssertEqual(log.rows, [27], "a tap reaches the row drawn under it")
        // The same pixels as a tree scrolled there (and drawn there first).
        let fresh = TestHost(Rows(log: TapLog()), size: CGSize(width: 300, height: 400))
        XCTAssertTrue(fresh.scroll(by: CGSize(width: 0, height: 1_000), at: CGPoint(x: 150, y: 200)))
        XCTAssertEqual(host.pngData(), fresh.pngData())
    }

    func testAFractionalScrollKeepsTheContentOnThePixelGrid() {
        let host = TestHost(Rows(log: TapLog()), size: CGSize(width: 300, height: 400))
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 40.4), at: CGPoint(x: 150, y: 200)))
        let row = host.frame(ofText: "row 2")!
        XCTAssertEqual(row.minY, row.minY.rounded(), "a text drawn at a whole point: \(row)")
        // Small steps add up: four more of 0.4 make 42, two points past the first row.
        for _ in 0..<4 { XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 0.4), at: CGPoint(x: 150, y: 200))) }
        XCTAssertEqual(host.frame(ofText: "row 2")!.minY, row.minY - 2, accuracy: 0.01)
    }

    func testAGeometryReaderInsideAScrollViewSeesTheScroll() {
        let host = TestHost(ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                GeometryReader { proxy in
                    Text("at \(Int(proxy.frame(in: .global).minY)), \(Int(proxy.frame(in: .local).minY))")
                }
                .frame(height: 40)
                Color.gray.frame(height: 1_000)
            }
        }, size: CGSize(width: 300, height: 400))
        XCTAssertTrue(host.texts.contains("at 100, 0"), "\(host.texts)")
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 60), at: CGPoint(x: 150, y: 200)))
        XCTAssertTrue(host.texts.contains("at 40, 0"), "\(host.texts)")
        XCTAssertEqual(host.frame(ofText: "at 40, 0")?.minY ?? 0, 40, accuracy: 1)
    }
}
