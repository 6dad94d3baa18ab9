import XCTest
import Atelier
import AtelierTesting
@_spi(Backend) import AtelierCore  // Diagnostics only

// Grid, GridRow and the cell modifiers, seen as a user sees them: where texts land and what colour the
// window has at a point, in a 390 x 400 window (the grid proposed the window and centred in it). Columns
// are as wide as their widest cell, rows as tall as their tallest, with 8 points between them by default.

private let window = CGSize(width: 390, height: 400)

/// Asserts two lengths agree to within a point (frames snap to whole points at scale 1).
private func near(_ a: CGFloat?, _ b: CGFloat?, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let a, let b else { return XCTFail("missing \(what)", file: file, line: line) }
    XCTAssertEqual(a, b, accuracy: 1, what, file: file, line: line)
}

private func warned(_ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(Diagnostics.warnings.filter { $0.contains(fragment) }.count, 1,
                   "expected one warning containing \"\(fragment)\", got \(Diagnostics.warnings)", file: file, line: line)
}

/// A two-by-two table of texts of mixed widths.
@MainActor private func table(horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) -> TestHost {
    TestHost(Grid(horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) {
        GridRow { Text("A"); Text("Banana") }
        GridRow { Text("Cherry pie"); Text("D") }
    }, size: window)
}

@preconcurrency @MainActor final class GridTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Diagnostics.reset()
    }

    func testColumnsTakeTheirWidestCellAndRowsTheirTallest() {
        let host = table()
        let a = host.frame(ofText: "A")!, banana = host.frame(ofText: "Banana")!
        let cherry = host.frame(ofText: "Cherry pie")!, d = host.frame(ofText: "D")!
        // Column 0 is as wide as "Cherry pie", column 1 as "Banana"; 8 points between them.
        let width = cherry.width + 8 + banana.width
        let left = (window.width - width) / 2
        near(cherry.minX, left, "first column's leading edge")
        near(banana.minX, left + cherry.width + 8, "second column's leading edge")
        // Cells are centred in their column by default.
        near(a.midX, cherry.midX, "A centred over Cherry pie")
        near(d.midX, banana.midX, "D centred under Banana")
        // Rows: one text line each, 8 points apart; the cells of a row share its top.
        near(a.minY, banana.minY, "first row's top")
        near(cherry.minY, a.maxY + 8, "second row below the first, 8 points down")
        near(d.minY, cherry.minY, "second row's top")
        near((a.minY + cherry.maxY) / 2, window.height / 2, "grid centred vertically")
    }

    func testExplicitSpacingSeparatesColumnsAndRows() {
        let host = table(horizontalSpacing: 30, verticalSpacing: 0)
        let banana = host.frame(ofText: "Banana")!, cherry = host.frame(ofText: "Cherry pie")!, a = host.frame(ofText: "A")!
        near(banana.minX - cherry.maxX, 30, "horizontal spacing")
        near(cherry.minY - a.maxY, 0, "vertical spacing")
    }

    func testColumnAlignmentAppliesToEveryCellOfTheColumn() {
        let host = TestHost(Grid {
            GridRow { Text("A").gridColumnAlignment(.leading); Text("B").gridColumnAlignment(.trailing) }
            GridRow { Text("Cherry pie"); Text("Dates and figs") }
        }, size: window)
        near(host.frame(ofText: "A")!.minX, host.frame(ofText: "Cherry pie")!.minX, "leading column")
        near(host.frame(ofText: "B")!.maxX, host.frame(ofText: "Dates and figs")!.maxX, "trailing column")
    }

    func testGridAlignmentAndRowAlignment() {
        let host = TestHost(Grid(alignment: .bottomTrailing) {
            GridRow { Text("A"); Color.red.frame(width: 60, height: 60) }
            GridRow(alignment: .top) { Text("B"); Color.blue.frame(width: 60, height: 60) }
            GridRow { Text("Cherry pie") }
        }, size: window)
        let a = host.frame(ofText: "A")!, b = host.frame(ofText: "B")!, cherry = host.frame(ofText: "Cherry pie")!
        // The grid's alignment: bottom trailing in the 60-point row.
        near(a.maxX, cherry.maxX, "trailing in its column")
        let top = (window.height - (60 + 8 + 60 + 8 + cherry.height)) / 2
        near(a.maxY, top + 60, "bottom of the first row")
        // The second row aligns its cells to the top instead.
        near(b.minY, top + 68, "top of the second row")
        near(b.maxX, cherry.maxX, "still trailing in its column")
    }

    func testSpanningCellWidensTheColumnsItSpansAndCentresAcrossThem() {
        let host = TestHost(Grid {
            GridRow { Text("A heading wider than both").gridCellColumns(2) }
            GridRow { Text("x"); Text("y") }
        }, size: window)
        let heading = host.frame(ofText: "A heading wider than both")!
        let x = host.frame(ofText: "x")!, y = host.frame(ofText: "y")!
        near(heading.minX, (window.width - heading.width) / 2, "the heading sets the grid's width")
        // The two columns share the heading's width (minus the spacing) equally; x and y are centred in them.
        let column = (heading.width - 8) / 2
        near(x.midX, heading.minX + column / 2, "x centred in the first column")
        near(y.midX, heading.maxX - column / 2, "y centred in the second column")
    }

    func testViewOutsideARowSpansEveryColumn() {
        let host = TestHost(Grid {
            GridRow { Text("Left"); Text("Right") }
            Text("Across both columns and more")
            GridRow { Text("1"); Text("2") }
        }, size: window)
        let across = host.frame(ofText: "Across both columns and more")!
        let left = host.frame(ofText: "Left")!, right = host.frame(ofText: "Right")!
        near(across.midX, window.width / 2, "the spanning text is centred across the grid")
        XCTAssertLessThan(left.minX, right.minX)
        near(host.frame(ofText: "1")!.midX, left.midX, "columns keep their cells in line below it")
    }

    func testFlexibleCellsShareTheSpaceLeft() {
        // A row of a text and two colours proposed the window: the text takes its width, the colours share the rest.
        let host = TestHost(Grid(horizontalSpacing: 10) {
            GridRow { Text("Label"); Color.red; Color.blue }
        }.frame(height: 40), size: window)
        let label = host.frame(ofText: "Label")!
        let share = (window.width - label.width - 20) / 2
        let y = window.height / 2
        XCTAssertEqual(host.color(at: CGPoint(x: label.maxX + 10 + share / 2, y: y)), RGBA(r: 255, g: 59, b: 48, a: 255))
        XCTAssertEqual(host.color(at: CGPoint(x: window.width - share / 2, y: y)), RGBA(r: 0, g: 122, b: 255, a: 255))
        near(label.minX, 0, "the grid fills the width")
    }

    func testAFlexibleViewOutsideARowWidensTheGridUnlessUnsized() {
        @MainActor func host(unsized: Bool) -> TestHost {
            TestHost(Grid {
                GridRow { Text("One"); Text("Two") }
                if unsized {
                    Color.red.frame(height: 4).gridCellUnsizedAxes(.horizontal)
                } else {
                    Color.red.frame(height: 4)
                }
                GridRow { Text("Three"); Text("Four") }
            }, size: window)
        }
        let red = RGBA(r: 255, g: 59, b: 48, a: 255), white = RGBA(r: 255, g: 255, b: 255, a: 255)
        // Flexible, the colour takes the width the grid is offered: the grid widens to the window.
        let wide = host(unsized: false)
        let wideBar = wide.frame(ofText: "One")!.maxY + 8 + 2
        XCTAssertEqual(wide.color(at: CGPoint(x: 2, y: wideBar)), red)
        XCTAssertEqual(wide.color(at: CGPoint(x: window.width - 2, y: wideBar)), red)
        // The columns widen by equal parts of what the bar needs beyond them, and still hold their texts centred.
        let w = { (text: String) in wide.frame(ofText: text)!.width }
        let first = max(w("One"), w("Three")), second = max(w("Two"), w("Four"))
        let more = (window.width - 8 - first - second) / 2
        near(wide.frame(ofText: "One")!.midX, (first + more) / 2, "first column's centre")
        near(wide.frame(ofText: "Four")!.midX, window.width - (second + more) / 2, "second column's centre")
        // Unsized across, it takes the width the texts give the columns, and the grid keeps it.
        let narrow = host(unsized: true)
        let one = narrow.frame(ofText: "One")!, four = narrow.frame(ofText: "Four")!
        let bar = one.maxY + 8 + 2
        XCTAssertEqual(narrow.color(at: CGPoint(x: 2, y: bar)), white)
        XCTAssertEqual(narrow.color(at: CGPoint(x: one.minX + 1, y: bar)), red)
        XCTAssertEqual(narrow.color(at: CGPoint(x: four.maxX - 1, y: bar)), red)
        XCTAssertEqual(narrow.color(at: CGPoint(x: four.maxX + 2, y: bar)), white)
    }

    func testUnsizedColourTakesItsCellWithoutSizingIt() {
        // The header's clear corner does not stretch the first column or row: the texts decide them.
        let host = TestHost(Grid {
            GridRow { Color.green.gridCellUnsizedAxes([.horizontal, .vertical]); Text("C1"); Text("C2") }
            GridRow { Text("R1"); Text("x"); Text("y") }
        }, size: window)
        let r1 = host.frame(ofText: "R1")!, c1 = host.frame(ofText: "C1")!
        // The green fills exactly the corner cell: R1's column, C1's row.
        let green = RGBA(r: 52, g: 199, b: 89, a: 255), white = RGBA(r: 255, g: 255, b: 255, a: 255)
        XCTAssertEqual(host.color(at: CGPoint(x: r1.midX, y: c1.midY)), green)
        XCTAssertEqual(host.color(at: CGPoint(x: r1.minX - 2, y: c1.midY)), white)
        XCTAssertEqual(host.color(at: CGPoint(x: r1.midX, y: c1.minY - 2)), white)
        near((r1.minX + host.frame(ofText: "C2")!.maxX) / 2, window.width / 2, "the grid keeps its texts' width")
    }

    func testCellAnchorPlacesTheCellInItsSpace() {
        let host = TestHost(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 100, height: 100); Color.blue.frame(width: 100, height: 100) }
            GridRow {
                Text("tl").gridCellAnchor(.topLeading)
                Text("br").gridCellAnchor(.bottomTrailing)
            }
            GridRow { Color.clear.frame(width: 100, height: 50); Color.clear.frame(width: 100, height: 50) }
        }.frame(height: 300), size: window)
        let tl = host.frame(ofText: "tl")!, br = host.frame(ofText: "br")!
        let left = window.width / 2 - 100
        near(tl.minX, left, "top leading: leading edge")
        near(br.maxX, left + 200, "bottom trailing: trailing edge")
        XCTAssertEqual(tl.minY, br.minY, "one row")
    }

    func testUnsizedDividerBetweenRowsSpansTheColumnsOnly() {
        let host = TestHost(Grid {
            GridRow { Text("Hello"); Text("World") }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { Text("Wave"); Text("Globe") }
        }, size: window)
        let hello = host.frame(ofText: "Hello")!, wave = host.frame(ofText: "Wave")!
        // The divider is a row of its own, a point tall, with the rows' spacing on each side.
        let lineY = hello.maxY + 8 + 0.5
        near(wave.minY, hello.maxY + 8 + 1 + 8, "the divider's row is its one point")
        let white = RGBA(r: 255, g: 255, b: 255, a: 255)
        XCTAssertNotEqual(host.color(at: CGPoint(x: window.width / 2, y: lineY)), white, "the line across the grid")
        XCTAssertEqual(host.color(at: CGPoint(x: 2, y: lineY)), white, "but not across the window")
    }

    func testGridWithoutContentIsEmpty() {
        let host = TestHost(VStack(spacing: 0) { Text("above"); Grid {}; Text("below") }, size: window)
        near(host.frame(ofText: "below")!.minY, host.frame(ofText: "above")!.maxY, "an empty grid takes no room")
    }

    // MARK: Bad input

    func testNegativeAndNaNSpacingIsZeroWithAWarning() {
        let host = table(horizontalSpacing: -20, verticalSpacing: .nan)
        let banana = host.frame(ofText: "Banana")!, cherry = host.frame(ofText: "Cherry pie")!, a = host.frame(ofText: "A")!
        near(banana.minX - cherry.maxX, 0, "negative spacing")
        near(cherry.minY - a.maxY, 0, "NaN spacing")
        _ = host.texts
        warned("horizontalSpacing of -20.0")
        warned("verticalSpacing of nan")
    }

    func testOutOfRangeColumnCountsAreClampedWithOneWarningEach() {
        let host = TestHost(Grid {
            GridRow { Text("zero").gridCellColumns(0); Text("next") }
            GridRow { Text("p"); Text("q") }
            GridRow { Text("huge").gridCellColumns(.max) }
        }, size: window)
        // A span of 0 is one column: "next" sits in the second column, above "q".
        near(host.frame(ofText: "next")!.midX, host.frame(ofText: "q")!.midX, "span 0 is 1")
        near(host.frame(ofText: "zero")!.midX, host.frame(ofText: "p")!.midX, "span 0 is 1")
        // A huge span is capped: the grid has the capped number of (empty) columns, and lays out.
        XCTAssertNotNil(host.frame(ofText: "huge"))
        _ = host.pngData()
        warned("gridCellColumns(0)")
        warned("gridCellColumns(\(Int.max))")
    }
}

/// A modified GridRow stays a row, the modifier applied to each cell (issue 35: its cells stacked in one column).
@preconcurrency @MainActor final class ModifiedGridRowTests: XCTestCase {
    func testAModifiedRowKeepsItsCellsSideBySide() {
        let host = TestHost(Grid {
            GridRow { Text("A"); Text("Banana") }.contentShape(Rectangle())
            GridRow { Text("Cherry pie"); Text("D") }
        }, size: window)
        guard let a = host.frame(ofText: "A"), let banana = host.frame(ofText: "Banana"),
              let cherry = host.frame(ofText: "Cherry pie"), let d = host.frame(ofText: "D") else { return XCTFail("\(host.texts)") }
        near(a.midY, banana.midY, "A and Banana on one row")
        near(banana.midX, d.midX, "Banana over D: the second column")
        near(a.midX, cherry.midX, "A over Cherry pie: the first column")
        XCTAssertLessThan(a.maxY, cherry.minY)
    }

    func testTheRowsModifiersReachEachCell() {
        var taps: [String] = []
        let host = TestHost(Grid(horizontalSpacing: 20) {
            GridRow { Text("Left"); Text("Right") }
                .padding(4)
                .background(Color.red)
                .onTapGesture { taps.append("row") }
        }, size: window)
        guard let left = host.frame(ofText: "Left"), let right = host.frame(ofText: "Right") else { return XCTFail("\(host.texts)") }
        near(left.midY, right.midY, "one row")
        // Each cell has its own padded red background; the 20 points between the columns stay white.
        XCTAssertEqual(host.color(at: CGPoint(x: left.minX - 2, y: left.midY)), Palette.red)
        XCTAssertEqual(host.color(at: CGPoint(x: right.maxX + 2, y: right.midY)), Palette.red)
        XCTAssertEqual(host.color(at: CGPoint(x: (left.maxX + right.minX) / 2, y: left.midY)), Palette.white)
        host.tap(onText: "Right")
        host.tap(onText: "Left")
        XCTAssertEqual(taps, ["row", "row"])
    }

    func testChainedModifiersOnARowAndUpdatesKeepTheRow() {
        struct Toggling: View {
            @State var wide = false
            var body: some View {
                Grid {
                    GridRow { Text("One"); Button(wide ? "Wide button" : "Go") { wide.toggle() } }
                        .font(.body)
                        .foregroundStyle(Color.blue)
                        .padding(2)
                }
            }
        }
        let host = TestHost(Toggling(), size: window)
        host.tap(onText: "Go")
        guard let one = host.frame(ofText: "One"), let wide = host.frame(ofText: "Wide button") else { return XCTFail("\(host.texts)") }
        near(one.midY, wide.midY, "still one row after the update")
        XCTAssertLessThan(one.maxX, wide.minX)
    }
}
