import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// What the presentation tests record.
@MainActor private final class PresentationLog {
    var actions: [String] = []
}

private struct TwoSheets: View {
    @State private var first = false
    @State private var second = false

    var body: some View {
        Button("Show both") {
            first = true
            second = true
        }
        .sheet(isPresented: $first) { Text("First sheet") }
        .sheet(isPresented: $second) { Text("Second sheet") }
    }
}

private struct ManyActions: View {
    let log: PresentationLog
    @State private var shown = true

    var body: some View {
        Text("Behind")
            .alert("Choose one", isPresented: $shown) {
                ForEach(0..<1000, id: \.self) { i in
                    Button("Action \(i)") { log.actions.append("action \(i)") }
                }
                Button("Cancel", role: .cancel) { log.actions.append("cancel") }
            }
    }
}

/// Presentations past what a window holds: two sheets asked for at once from one view show one at a time, as
/// in SwiftUI (with its one warning), while a sheet presented from inside a sheet shows over it; an alert with a thousand actions stays inside the window, its actions
/// scrolling and its Cancel in reach.
@preconcurrency @MainActor final class PresentationLimitsTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Diagnostics.reset()
    }

    func testTwoSheetsFromOneViewShowOneAtATime() {
        let host = TestHost(TwoSheets(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Show both")
        host.advance(by: 1)
        let showing = host.texts.filter { $0.hasSuffix("sheet") }
        XCTAssertEqual(showing.count, 1, "one sheet at a time: \(host.texts)")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("only presenting a single sheet is supported") }.count, 1,
                       "\(Diagnostics.warnings)")
        // Dismissing it brings up the other.
        XCTAssertTrue(host.keyPress(.escape))
        host.advance(by: 1)
        let next = host.texts.filter { $0.hasSuffix("sheet") }
        XCTAssertEqual(next.count, 1, "\(host.texts)")
        XCTAssertNotEqual(next, showing, "the other sheet comes up once the first goes: \(host.texts)")
        XCTAssertTrue(host.keyPress(.escape))
        host.advance(by: 1)
        XCTAssertTrue(host.texts.filter { $0.hasSuffix("sheet") }.isEmpty, "\(host.texts)")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("single sheet") }.count, 1, "still one warning")
    }

    func testASheetOverASheetStillShows() {
        struct Nested: View {
            @State private var outer = false
            @State private var inner = false
            var body: some View {
                Button("Open") { outer = true }
                    .sheet(isPresented: $outer) {
                        Button("Open inner") { inner = true }
                            .sheet(isPresented: $inner) { Text("Inner sheet") }
                    }
            }
        }
        let host = TestHost(Nested(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Open")
        host.advance(by: 1)
        host.tap(onText: "Open inner")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Inner sheet"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("Open inner"), "the outer sheet stays under it: \(host.texts)")
        XCTAssertTrue(Diagnostics.warnings.isEmpty, "\(Diagnostics.warnings)")
    }

    /// State of the view under both sheets, shown in the inner one: a change there reaches the inner sheet in
    /// the same update (it is presented from inside the outer sheet's content).
    func testTheInnerSheetShowsStateFromUnderBothSheets() {
        struct Nested: View {
            @State private var outer = false
            @State private var inner = false
            @State private var name = "first"
            var body: some View {
                Button("Open") { outer = true }
                    .sheet(isPresented: $outer) {
                        Button("Open inner") { inner = true }
                            .sheet(isPresented: $inner) {
                                VStack {
                                    Text("Name: \(name)")
                                    Button("Rename") { name = "second" }
                                }
                            }
                    }
            }
        }
        let host = TestHost(Nested(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Open")
        host.advance(by: 1)
        host.tap(onText: "Open inner")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Name: first"), "\(host.texts)")
        host.tap(onText: "Rename")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Name: second"), "\(host.texts)")
        XCTAssertFalse(host.texts.contains("Name: first"), "\(host.texts)")
    }

    func testAnAlertWithAThousandActionsFitsTheWindowAndCancels() throws {
        let log = PresentationLog()
        let host = TestHost(ManyActions(log: log), size: CGSize(width: 390, height: 600))
        host.advance(by: 1)
        let title = try XCTUnwrap(host.frame(ofText: "Choose one"))
        let cancel = try XCTUnwrap(host.frame(ofText: "Cancel"))
        XCTAssertGreaterThanOrEqual(title.minY, 0, "the title shows: \(title)")
        XCTAssertLessThanOrEqual(cancel.maxY, 600, "Cancel is inside the window: \(cancel)")
        XCTAssertGreaterThan(cancel.minY, title.maxY)
        // Scrolling the actions brings the last one into reach; Cancel stays where it is.
        let first = try XCTUnwrap(host.frame(ofText: "Action 0"))
        for _ in 0..<200 { host.scroll(by: CGSize(width: 0, height: 400), at: CGPoint(x: first.midX, y: first.midY)) }
        host.advance(by: 1)
        let last = try XCTUnwrap(host.frame(ofText: "Action 999"))
        XCTAssertLessThan(last.maxY, cancel.minY, "the last action scrolled above Cancel: \(last)")
        XCTAssertEqual(try XCTUnwrap(host.frame(ofText: "Cancel")).minY, cancel.minY, accuracy: 0.5, "Cancel is pinned")
        host.tap(onText: "Cancel")
        host.advance(by: 1)
        XCTAssertEqual(log.actions, ["cancel"])
        XCTAssertNil(host.frame(ofText: "Choose one"), "the alert is gone")
    }

    func testAnOrdinaryAlertIsLaidOutAsBefore() throws {
        struct Plain: View {
            @State private var shown = true
            var body: some View {
                Text("Behind").alert("Delete?", isPresented: $shown) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                }
            }
        }
        let host = TestHost(Plain(), size: CGSize(width: 390, height: 600))
        host.advance(by: 1)
        // Two buttons side by side, Cancel leading, as UIKit places them.
        let cancel = try XCTUnwrap(host.frame(ofText: "Cancel")), delete = try XCTUnwrap(host.frame(ofText: "Delete"))
        XCTAssertEqual(cancel.midY, delete.midY, accuracy: 0.5)
        XCTAssertLessThan(cancel.midX, delete.midX)
    }
}
