import XCTest
@testable @_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting
import GalleryKit

private let screen = CGSize(width: 390, height: 844)

/// What rows did, in order: "appear 3", "disappear 0".
@MainActor private enum RowLog {
    static var entries: [String] = []
    static var appeared: [Int] {
        entries.compactMap { $0.hasPrefix("appear ") ? Int($0.dropFirst(7)) : nil }
    }
    static var disappeared: [Int] {
        entries.compactMap { $0.hasPrefix("disappear ") ? Int($0.dropFirst(10)) : nil }
    }
}

/// `count` tappable rows in a LazyVStack in a ScrollView, each logging its appearance and disappearance.
private struct Rows: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in
                    SquareRow(index: i)
                        .onAppear { RowLog.entries.append("appear \(i)") }
                        .onDisappear { RowLog.entries.append("disappear \(i)") }
                }
            }
        }
    }
}


/// The centre of row `i`'s square when the content is scrolled by `offset`.
private func square(_ i: Int, scrolled offset: CGFloat = 0) -> CGPoint {
    CGPoint(x: 390 - 16 - 10, y: CGFloat(i) * 44 + 22 - offset)
}

/// Row `i`'s height in the uneven rows: 20 to 140 points.
private func unevenHeight(_ i: Int) -> CGFloat {
    let step: Int = (i * 7) % 5
    return CGFloat(20 + step * 30)
}

/// The rows made, by their text.
@MainActor private func rowsMade(_ host: TestHost) -> [Int] {
    host.texts.compactMap { $0.hasPrefix("Row ") ? Int($0.dropFirst(4)) : nil }
}

@preconcurrency @MainActor final class LazyTests: XCTestCase {
    override func setUp() async throws {
        RowLog.entries = []
    }

    func testLazyVStackMakesOnlyTheRowsNearTheViewport() {
        let host = TestHost(Rows(count: 100_000), size: screen)
        let made = rowsMade(host)
        // The screen shows rows 0 to 19; half a screen more below is made ahead (rows up to 28), no more.
        XCTAssertEqual(made.first, 0)
        XCTAssertTrue((29...31).contains(made.count), "rows made: \(made.count)")
        XCTAssertEqual(made, Array(0..<made.count), "the rows made are contiguous from the top")
        // Row 3 sits where a VStack would put it, and is drawn.
        XCTAssertEqual(host.frame(ofText: "Row 3")?.midY ?? 0, 3 * 44 + 22, accuracy: 1)
        XCTAssertEqual(host.color(at: square(3)), Palette.blue)
    }

    func testScrollingMakesRowsAheadAndReleasesRowsFarBehind() {
        let host = TestHost(Rows(count: 100_000), size: screen)
        host.scroll(by: CGSize(width: 0, height: 844), at: CGPoint(x: 200, y: 400))
        // Scrolled by a screen: rows 19 to 38 are on screen, at the positions they have in the content.
        XCTAssertEqual(host.frame(ofText: "Row 30")?.midY ?? 0, 30 * 44 + 22 - 844, accuracy: 1)
        XCTAssertEqual(host.color(at: square(30, scrolled: 844)), Palette.blue)
        XCTAssertTrue(rowsMade(host).contains(0), "a screen behind is kept")
        for _ in 0..<4 { host.scroll(by: CGSize(width: 0, height: 844), at: CGPoint(x: 200, y: 400)) }
        let made = rowsMade(host)
        XCTAssertFalse(made.contains(0), "rows far behind are released")
        XCTAssertTrue(made.contains(100) && made.contains(120), "rows in view and half a screen ahead are made: \(made)")
        XCTAssertLessThan(made.count, 60)
        XCTAssertEqual(host.frame(ofText: "Row 100")?.midY ?? 0, 100 * 44 + 22 - 5 * 844, accuracy: 1)
    }

    func testRowStateIsKeptByIdentityWhileScrolledAwayAndBack() {
        let host = TestHost(Rows(count: 100_000), size: screen)
        host.tap(at: square(2))
        XCTAssertEqual(host.color(at: square(2)), Palette.red)
        XCTAssertEqual(host.color(at: square(1)), Palette.blue)
        for _ in 0..<10 { host.scroll(by: CGSize(width: 0, height: 844), at: CGPoint(x: 200, y: 400)) }
        XCTAssertFalse(rowsMade(host).contains(2), "row 2 was released")
        XCTAssertTrue(RowLog.disappeared.contains(2))
        for _ in 0..<10 { host.scroll(by: CGSize(width: 0, height: -844), at: CGPoint(x: 200, y: 400)) }
        XCTAssertTrue(rowsMade(host).contains(2), "row 2 is made again")
        XCTAssertEqual(host.color(at: square(2)), Palette.red, "row 2 got its state back")
        XCTAssertEqual(host.color(at: square(1)), Palette.blue)
        XCTAssertEqual(host.color(at: square(3)), Palette.blue)
        // The state is live again: a tap turns it back.
        host.tap(at: square(2))
        XCTAssertEqual(host.color(at: square(2)), Palette.blue)
    }

    func testOnAppearRunsAsRowsComeIntoView() {
        let host = TestHost(Rows(count: 100_000), size: screen)
        _ = host.texts
        let first = Set(RowLog.appeared)
        XCTAssertTrue(first.contains(0) && first.contains(19), "the rows on screen appeared")
        XCTAssertLessThan(first.max() ?? 0, 35, "rows far below have not appeared")
        XCTAssertEqual(RowLog.disappeared, [])
        RowLog.entries = []
        host.scroll(by: CGSize(width: 0, height: 844 * 3), at: CGPoint(x: 200, y: 400))
        _ = host.texts
        let appeared = Set(RowLog.appeared)
        XCTAssertTrue(appeared.contains(60) && appeared.contains(80), "rows coming into view appear: \(appeared.sorted())")
        XCTAssertFalse(appeared.contains(0), "a row still made does not appear again")
        XCTAssertTrue(Set(RowLog.disappeared).contains(0), "rows released disappear")
    }

    func testLazyHStackInAHorizontalScrollViewIsLazy() {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<50_000, id: \.self) { i in Text("Col \(i)").frame(width: 90, height: 40) }
            }
        }
        let host = TestHost(view, size: CGSize(width: 400, height: 100))
        let made = host.texts.filter { $0.hasPrefix("Col ") }
        XCTAssertLessThan(made.count, 20, "made: \(made.count)")
        XCTAssertEqual(host.frame(ofText: "Col 2")?.midX ?? 0, 2 * 100 + 45, accuracy: 1)
        host.scroll(by: CGSize(width: 1_000, height: 0), at: CGPoint(x: 200, y: 50))
        XCTAssertEqual(host.frame(ofText: "Col 12")?.midX ?? 0, 12 * 100 + 45 - 1_000, accuracy: 1)
    }

    func testLazyVGridFixedAndFlexibleColumns() {
        // A fixed column takes its width first; the flexible one the rest (390 - 100 - 8 spacing).
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], spacing: 10) {
                ForEach(0..<6, id: \.self) { i in Color.green.frame(height: 50).accessibilityIdentifier("c\(i)") }
            }
        }
        let g = layoutGraph(view)
        assertFrame(g, "c0", 0, 0, 100, 50)
        assertFrame(g, "c1", 108, 0, 282, 50)
        assertFrame(g, "c2", 0, 60, 100, 50)
        assertFrame(g, "c5", 108, 120, 282, 50)
    }

    func testLazyVGridFlexibleColumnsKeepTheirBounds() {
        // The first flexible column's share (191) is more than its maximum: it keeps 100, the second the rest.
        let view = LazyVGrid(columns: [GridItem(.flexible(maximum: 100)), GridItem(.flexible())]) {
            Color.green.frame(height: 50).accessibilityIdentifier("a")
            Color.green.frame(height: 50).accessibilityIdentifier("b")
        }
        let g = layoutGraph(view)
        assertFrame(g, "a", 0, 397, 100, 50)
        assertFrame(g, "b", 108, 397, 282, 50)
    }

    func testLazyVGridAdaptiveColumnsFitAsManyAsTheyCan() {
        // 380 points hold four columns of at least 80 with 8 between: each (380 - 24) / 4 = 89 wide.
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
                ForEach(0..<10, id: \.self) { i in Color.orange.frame(height: 40).accessibilityIdentifier("c\(i)") }
            }
        }
        let g = layoutGraph(view, CGSize(width: 380, height: 600))
        assertFrame(g, "c0", 0, 0, 89, 40)
        assertFrame(g, "c1", 97, 0, 89, 40)
        assertFrame(g, "c3", 291, 0, 89, 40)
        assertFrame(g, "c4", 0, 48, 89, 40)
        assertFrame(g, "c9", 97, 96, 89, 40)
    }

    func testLazyVGridCellsAlignInTheirColumnAndRow() {
        // Cells are centred in their column and within their row's height by default; a column's alignment wins.
        let view = LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .topLeading)], spacing: 0) {
            Color.green.frame(width: 40, height: 40).accessibilityIdentifier("a")
            Color.green.frame(width: 40, height: 80).accessibilityIdentifier("b")
            Color.green.frame(width: 40, height: 20).accessibilityIdentifier("c")
            Color.green.frame(width: 40, height: 20).accessibilityIdentifier("d")
        }
        let g = layoutGraph(view)
        // The grid is 208 wide (100 + 8 + 100), centred in 390 (x 91), 100 tall (rows of 80 and 20), centred in 844.
        assertFrame(g, "a", 91 + 30, 372 + 20, 40, 40)
        assertFrame(g, "b", 91 + 108, 372, 40, 80)
        assertFrame(g, "c", 91 + 30, 452, 40, 20)
        assertFrame(g, "d", 91 + 108, 452, 40, 20)
    }

    func testLazyVGridIsLazy() {
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                ForEach(0..<30_000, id: \.self) { i in Text("Cell \(i)").frame(height: 50) }
            }
        }
        let host = TestHost(view, size: screen)
        let made = host.texts.filter { $0.hasPrefix("Cell ") }
        // About a screen and a half of rows of three: 844 * 1.5 / 58 ≈ 22 rows, 66 cells.
        XCTAssertLessThan(made.count, 80, "made: \(made.count)")
        XCTAssertEqual(host.frame(ofText: "Cell 4")?.midY ?? 0, 58 + 25, accuracy: 1)
        host.scroll(by: CGSize(width: 0, height: 58 * 100), at: CGPoint(x: 200, y: 400))
        XCTAssertEqual(host.frame(ofText: "Cell 301")?.midY ?? 0, 25, accuracy: 1)
        XCTAssertFalse(host.texts.contains("Cell 0"))
    }

    func testALazyHGridFillsItsRowsColumnByColumn() {
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 5) {
                ForEach(0..<4, id: \.self) { i in Color.green.frame(width: 50).accessibilityIdentifier("c\(i)") }
            }
        }
        let g = layoutGraph(view, CGSize(width: 300, height: 100))
        // Two rows of 30 with 8 between (68 tall, centred in 100: y 16); columns 50 wide, 5 apart.
        assertFrame(g, "c0", 0, 16, 50, 30)
        assertFrame(g, "c1", 0, 54, 50, 30)
        assertFrame(g, "c2", 55, 16, 50, 30)
        assertFrame(g, "c3", 55, 54, 50, 30)
    }

    func testScrollViewReaderScrollsToALazyRowNotYetMade() {
        let view = ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Go") { proxy.scrollTo(5_000, anchor: .top) }.frame(height: 44)
                Button("Back") { proxy.scrollTo(3) }.frame(height: 44)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<10_000, id: \.self) { i in Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 44) }
                    }
                }
            }
        }
        let host = TestHost(view, size: screen)
        // Text interpolates an Int as SwiftUI does, with the locale's grouping.
        XCTAssertFalse(host.texts.contains("Row 5,000"))
        host.tap(onText: "Go")
        // Row 5,000's top is at the scroll view's top (88), so its text is centred at 88 + 22.
        XCTAssertEqual(host.frame(ofText: "Row 5,000")?.midY ?? 0, 88 + 22, accuracy: 1)
        XCTAssertFalse(host.texts.contains("Row 0"))
        // Without an anchor, the least scroll that shows the row: row 3 comes in at the top.
        host.tap(onText: "Back")
        XCTAssertEqual(host.frame(ofText: "Row 3")?.midY ?? 0, 88 + 22, accuracy: 1)
    }

    func testScrollViewReaderScrollsToAnIdentifiedViewInAVStack() {
        let view = ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    Button("Bottom") { proxy.scrollTo("end", anchor: .bottom) }.frame(height: 50)
                    ForEach(0..<40, id: \.self) { i in Color.blue.frame(height: 50).id(i) }
                    Text("End").frame(height: 50).id("end")
                }
            }
        }
        let host = TestHost(view, size: CGSize(width: 300, height: 400))
        host.tap(onText: "Bottom")
        // The bottom of "End" at the bottom of the scroll view.
        XCTAssertEqual(host.frame(ofText: "End")?.midY ?? 0, 400 - 25, accuracy: 1)
    }

    func testLiveRowsFollowTheirData() {
        struct Names: View {
            @State var names = ["Ann", "Bob", "Cy"]
            var body: some View {
                VStack {
                    Button("Rename") { names[1] = "Bea" }
                    Button("Insert") { names.insert("Al", at: 0) }
                    ScrollView {
                        LazyVStack { ForEach(names, id: \.self) { Text($0) } }
                    }
                }
            }
        }
        let host = TestHost(Names(), size: screen)
        XCTAssertEqual(host.texts.suffix(3), ["Ann", "Bob", "Cy"])
        host.tap(onText: "Rename")
        XCTAssertEqual(host.texts.suffix(3), ["Ann", "Bea", "Cy"])
        host.tap(onText: "Insert")
        XCTAssertEqual(host.texts.suffix(4), ["Al", "Ann", "Bea", "Cy"])
        let al = host.frame(ofText: "Al")!, ann = host.frame(ofText: "Ann")!
        XCTAssertLessThan(al.maxY, ann.minY, "the inserted row is above the others")
    }

    func testMixedContentAndHugeCounts() {
        // A header, a billion rows and a footer: counted, not made.
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                Text("Header").frame(height: 44)
                ForEach(0..<1_000_000_000, id: \.self) { i in Text("Row \(i)").frame(height: 44) }
                Text("Footer").frame(height: 44)
            }
        }
        let host = TestHost(view, size: screen)
        let texts = host.texts
        XCTAssertEqual(texts.first, "Header")
        XCTAssertTrue(texts.contains("Row 0") && texts.count < 60)
        XCTAssertEqual(host.frame(ofText: "Row 0")?.midY ?? 0, 44 + 22, accuracy: 1)
    }

    func testBadGridItemsGiveADefinedLayout() {
        Diagnostics.reset()
        let view = LazyVGrid(columns: [GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: -5)), GridItem(.flexible(minimum: .infinity))], spacing: .nan) {
            ForEach(0..<10, id: \.self) { i in Color.green.frame(height: 10).accessibilityIdentifier("c\(i)") }
        }
        let g = layoutGraph(view)
        let f = g.frame(ofIdentifier: "c0")
        XCTAssertNotNil(f)
        XCTAssertTrue(f.map { $0.minX.isFinite && $0.width.isFinite && $0.width >= 0 } ?? false)
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("GridItem") })
    }

    func testListOf100000RowsMakesOnlyTheRowsInView() {
        let host = TestHost(List(0..<100_000, id: \.self) { i in Text("Row \(i)") }, size: screen)
        let made = rowsMade(host)
        XCTAssertEqual(made.first, 0)
        XCTAssertLessThan(made.count, 40, "rows made: \(made.count)")
        // The rows look as in a short list: the first row's text where ListTests puts a first row's.
        let short = TestHost(List(0..<3, id: \.self) { i in Text("Row \(i)") }, size: screen)
        XCTAssertEqual(host.frame(ofText: "Row 0"), short.frame(ofText: "Row 0"))
        XCTAssertEqual(host.frame(ofText: "Row 1"), short.frame(ofText: "Row 1"))
        host.scroll(by: CGSize(width: 0, height: 844 * 4), at: CGPoint(x: 200, y: 400))
        let later = rowsMade(host)
        XCTAssertFalse(later.contains(0), "rows far behind are released")
        XCTAssertLessThan(later.count, 100)
        XCTAssertFalse(later.isEmpty)
    }

    func testAListOfManySectionsMakesOnlyTheSectionsInView() {
        let host = TestHost(List {
            ForEach(0..<2_000, id: \.self) { s in
                Section("Section \(s)") {
                    ForEach(0..<5, id: \.self) { r in Text("Row \(s).\(r)") }
                }
            }
        }, size: screen)
        let made = host.texts.filter { $0.hasPrefix("Row ") }
        XCTAssertTrue(made.contains("Row 0.0"))
        XCTAssertLessThan(made.count, 150, "rows made: \(made.count)")
        host.scroll(by: CGSize(width: 0, height: 844 * 20), at: CGPoint(x: 200, y: 400))
        let later = host.texts.filter { $0.hasPrefix("Row ") }
        XCTAssertFalse(later.contains("Row 0.0"), "sections far behind are released")
        XCTAssertFalse(later.isEmpty)
        XCTAssertLessThan(later.count, 150)
    }

    func testListRowsInASectionAreLazyAndKeepTheirLook() {
        struct Sections: View {
            let count: Int
            var body: some View {
                List {
                    Section("Numbers") {
                        ForEach(0..<count, id: \.self) { i in Text("Row \(i)") }
                    }
                    Section("More") { Text("Last") }
                }
            }
        }
        let big = TestHost(Sections(count: 50_000), size: screen)
        XCTAssertLessThan(rowsMade(big).count, 40)
        let small = TestHost(Sections(count: 5), size: screen)
        for i in 0..<5 { XCTAssertEqual(big.frame(ofText: "Row \(i)"), small.frame(ofText: "Row \(i)")) }
        XCTAssertEqual(big.color(at: CGPoint(x: 30, y: 200)), small.color(at: CGPoint(x: 30, y: 200)))
    }

    func testScrollViewReaderScrollsAListToARowNotYetMade() {
        let view = ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Go") { proxy.scrollTo(700, anchor: .top) }.frame(height: 44)
                List(0..<1_000, id: \.self) { i in Text("Item \(i)") }
            }
        }
        let host = TestHost(view, size: screen)
        XCTAssertFalse(host.texts.contains("Item 700"))
        host.tap(onText: "Go")
        guard let item = host.frame(ofText: "Item 700") else { return XCTFail("Item 700 is not shown") }
        // The row's top at the list's top (44): its text is within the row's first 44 points.
        XCTAssertGreaterThan(item.minY, 44)
        XCTAssertLessThan(item.maxY, 44 + 44)
    }

    func testAGridLineLeftShortIsFilledWhenTheDataGrows() {
        struct Growing: View {
            @State var count = 4
            var body: some View {
                VStack(spacing: 0) {
                    Button("More") { count = 6 }.frame(height: 44)
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 0) {
                            ForEach(0..<count, id: \.self) { i in Text("Cell \(i)").frame(width: 100, height: 50) }
                        }
                    }
                }
            }
        }
        let host = TestHost(Growing(), size: CGSize(width: 316, height: 400))
        XCTAssertNil(host.frame(ofText: "Cell 5"))
        let cell3 = host.frame(ofText: "Cell 3")
        host.tap(onText: "More")
        // Cells 4 and 5 join cell 3's row, in the second and third columns.
        guard let c3 = host.frame(ofText: "Cell 3"), let c4 = host.frame(ofText: "Cell 4"), let c5 = host.frame(ofText: "Cell 5") else {
            return XCTFail("cells 3 to 5 are not all shown: \(host.texts)")
        }
        XCTAssertEqual(c3, cell3)
        XCTAssertEqual(c4.midY, c3.midY, accuracy: 0.5)
        XCTAssertEqual(c5.midY, c3.midY, accuracy: 0.5)
        XCTAssertEqual(c4.midX - c3.midX, 108, accuracy: 0.5)
        XCTAssertEqual(c5.midX - c4.midX, 108, accuracy: 0.5)
    }

    func testRowsOfUnevenHeightsStayInOrderWithoutGapsAsTheyScroll() {
        // Rows 20 to 140 points tall: the estimate is off for every row not yet made, yet made rows always sit
        // one after another, and back at the top the first row is at the top again.
        let view = ScrollView {
            LazyVStack(spacing: 4) {
                ForEach(0..<5_000, id: \.self) { (i: Int) in
                    Color.blue.frame(height: unevenHeight(i)).accessibilityIdentifier("r\(i)")
                }
            }
        }
        let host = TestHost(view, size: screen)
        @MainActor func checkContiguous(_ label: String) {
            // As drawn: a scroll moves the laid-out content by the offset.
            let frames = host.identifiedFrames().compactMap { f -> (Int, CGRect)? in
                guard let i = Int(f.identifier.dropFirst()) else { return nil }
                return (i, f.renderedFrame)
            }.sorted { $0.0 < $1.0 }
            XCTAssertFalse(frames.isEmpty, label)
            for (a, b) in zip(frames, frames.dropFirst()) {
                XCTAssertEqual(b.0, a.0 + 1, "\(label): made rows are contiguous")
                XCTAssertEqual(b.1.minY, a.1.maxY + 4, accuracy: 0.5, "\(label): row \(b.0) follows row \(a.0)")
            }
            let visible = frames.filter { $0.1.maxY > 0 && $0.1.minY < screen.height }
            XCTAssertFalse(visible.isEmpty, "\(label): rows are on screen")
        }
        checkContiguous("at the top")
        for step in 0..<30 {
            host.scroll(by: CGSize(width: 0, height: 844), at: CGPoint(x: 200, y: 400))
            checkContiguous("down \(step)")
        }
        host.scroll(by: CGSize(width: 0, height: 400_000), at: CGPoint(x: 200, y: 400))
        checkContiguous("at the end")
        for step in 0..<30 {
            host.scroll(by: CGSize(width: 0, height: -844), at: CGPoint(x: 200, y: 400))
            checkContiguous("up \(step)")
        }
        for _ in 0..<3 { host.scroll(by: CGSize(width: 0, height: -1_000_000), at: CGPoint(x: 200, y: 400)) }
        checkContiguous("back at the top")
        let top = host.identifiedFrames().first { $0.identifier == "r0" }
        XCTAssertEqual(top?.renderedFrame.minY ?? -1, 0, accuracy: 0.5, "row 0 is at the top again")
    }

    func testScrollingUpThroughEstimatedRowsKeepsWhatShowsInPlace() {
        // Far down, the rows above are at the estimate; scrolling back up makes them, and where one turns out
        // taller or shorter the content would jump: the scroll view follows instead, so every row on screen
        // moves by exactly the scroll.
        let host = TestHost(ScrollView {
            LazyVStack(spacing: 4) {
                ForEach(0..<2_000, id: \.self) { (i: Int) in
                    Color.blue.frame(height: unevenHeight(i)).accessibilityIdentifier("r\(i)")
                }
            }
        }, size: screen)
        host.scroll(by: CGSize(width: 0, height: 60_000), at: CGPoint(x: 200, y: 400))
        @MainActor func onScreen() -> [Int: CGFloat] {
            var result: [Int: CGFloat] = [:]
            for f in host.identifiedFrames() where f.renderedFrame.maxY > 0 && f.renderedFrame.minY < screen.height {
                if let i = Int(f.identifier.dropFirst()) { result[i] = f.renderedFrame.minY }
            }
            return result
        }
        var shown = onScreen()
        XCTAssertFalse(shown.isEmpty)
        var steps = 0
        while shown.keys.min() ?? 0 > 0, steps < 400 {
            XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: -300), at: CGPoint(x: 200, y: 400)))
            let now = onScreen()
            // Every row on screen moves by the same amount: the scroll, or less at the top.
            let moves = shown.compactMap { row, y in now[row].map { $0 - y } }
            XCTAssertFalse(moves.isEmpty, "step \(steps)")
            let atTop = (now[0] ?? -1) == 0
            for move in moves { XCTAssertEqual(move, atTop ? moves[0] : 300, accuracy: 0.5, "step \(steps): \(moves)") }
            if atTop { XCTAssertLessThanOrEqual(moves[0], 300.5) }
            shown = now
            steps += 1
        }
        XCTAssertEqual(shown[0] ?? -1, 0, accuracy: 0.5, "at the top, row 0 is at the top")
    }

    func testARowInsertedAboveKeepsTheOthersAndTheirState() {
        struct Inserting: View {
            @State var rows = Array(1..<1_000)
            var body: some View {
                VStack(spacing: 0) {
                    Button("Insert") { rows.insert(0, at: 0) }.frame(height: 44)
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(rows, id: \.self) { i in
                                SquareRow(index: i)
                                    .onAppear { RowLog.entries.append("appear \(i)") }
                                    .onDisappear { RowLog.entries.append("disappear \(i)") }
                            }
                        }
                    }
                }
            }
        }
        let host = TestHost(Inserting(), size: screen)
        // Row 2 is the second row: its square at 44 (the button) + 44 + 22.
        host.tap(at: CGPoint(x: 390 - 26, y: 44 + 44 + 22))
        XCTAssertEqual(host.color(at: CGPoint(x: 390 - 26, y: 44 + 44 + 22)), Palette.red)
        _ = host.texts
        RowLog.entries = []
        host.tap(onText: "Insert")
        // Row 0 comes in at the top; row 2, now third, kept its node and its state; no row left and came back.
        XCTAssertEqual(host.frame(ofText: "Row 0")?.midY ?? 0, 44 + 22, accuracy: 1)
        XCTAssertEqual(host.color(at: CGPoint(x: 390 - 26, y: 44 + 88 + 22)), Palette.red)
        XCTAssertEqual(host.color(at: CGPoint(x: 390 - 26, y: 44 + 44 + 22)), Palette.blue)
        XCTAssertEqual(RowLog.appeared, [0])
        XCTAssertEqual(Set(RowLog.disappeared).count, RowLog.disappeared.count)
        XCTAssertFalse(RowLog.disappeared.contains(2))
    }

    func testRowsWithoutLengthAreNotAllMade() {
        // A million rows of no height fill no window however many are made: a bounded number is, with a warning.
        Diagnostics.reset()
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000_000, id: \.self) { _ in Color.clear.frame(height: 0) }
                Text("After")
            }
        }
        let host = TestHost(view, size: screen)
        XCTAssertEqual(host.texts, [], "the text after a million rows is not made")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("lazy stack") })
        host.scroll(by: CGSize(width: 0, height: 844), at: CGPoint(x: 200, y: 400))
        XCTAssertEqual(host.color(at: CGPoint(x: 200, y: 400)), RGBA(r: 255, g: 255, b: 255, a: 255))
    }
}
