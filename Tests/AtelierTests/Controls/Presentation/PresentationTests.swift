import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("In the sheet")
            Button("Tap \(taps)") { taps += 1 }
            Button("Close") { dismiss() }
        }
    }
}

private struct SheetScreen: View {
    @State var show = false
    @State var dismissals = 0
    @State var behindTaps = 0
    var body: some View {
        VStack {
            Button("Show") { show = true }
            Button("Behind \(behindTaps)") { behindTaps += 1 }
            Text(verbatim: "dismissed \(dismissals)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $show, onDismiss: { dismissals += 1 }) { SheetContent() }
    }
}

private struct AlertScreen: View {
    @State var ask = false
    @State var deleted = 0
    @State var cancelled = 0
    var body: some View {
        VStack {
            Button("Delete…") { ask = true }
            Text(verbatim: "deleted \(deleted) cancelled \(cancelled)")
        }
        .alert("Delete the photo?", isPresented: $ask) {
            Button("Delete", role: .destructive) { deleted += 1 }
            Button("Cancel", role: .cancel) { cancelled += 1 }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

@preconcurrency @MainActor final class PresentationTests: XCTestCase {
    func testASheetPresentsAndGoesByEscapeAndByDismiss() {
        let host = TestHost(SheetScreen(), size: CGSize(width: 390, height: 600))
        XCTAssertFalse(host.texts.contains("In the sheet"))
        host.tap(onText: "Show")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("In the sheet"), "\(host.texts)")
        let sheetText = host.frame(ofText: "In the sheet")!
        XCTAssertEqual(sheetText.midY, 10 + 590 / 2 - 29, accuracy: 15, "the sheet's content centred in its card: \(sheetText)")
        // The content behind is dimmed and takes no taps.
        let dimmed = host.color(at: CGPoint(x: 5, y: 5))
        XCTAssertLessThan(dimmed.r, 230, "dimmed behind the sheet: \(dimmed)")
        host.keyDown(.escape)
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("In the sheet"), "Escape dismissed it")
        XCTAssertTrue(host.texts.contains("dismissed 1"), "onDismiss ran once: \(host.texts)")
        host.tap(onText: "Show")
        host.advance(by: 0.5)
        host.tap(onText: "Tap 0")
        XCTAssertTrue(host.texts.contains("Tap 1"), "the sheet's own state")
        host.tap(onText: "Close")
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("In the sheet"), "dismiss() in the sheet")
        XCTAssertTrue(host.texts.contains("dismissed 2"))
    }

    func testWhileASheetShowsTheKeyboardAndPointerStayInIt() {
        let host = TestHost(SheetScreen(), size: CGSize(width: 390, height: 600))
        let behind = host.frame(ofText: "Behind 0")!
        host.tap(onText: "Show")
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: behind.midX, y: behind.midY))
        XCTAssertTrue(host.texts.contains("Behind 0"), "a tap over the sheet's backdrop or card reaches nothing behind")
        var focused: [CGRect] = []
        for _ in 0..<4 {
            host.keyDown(.tab)
            focused.append(host.keyboardFocusFrame!)
        }
        let sheetText = host.frame(ofText: "In the sheet")!
        XCTAssertTrue(focused.allSatisfy { $0.minY > sheetText.minY - 1 }, "Tab goes round the sheet's buttons only: \(focused)")
        host.keyDown(.space)
        XCTAssertTrue(host.texts.contains("Tap 1") || !host.texts.contains("In the sheet"), "Space acts in the sheet")
    }

    func testAnAlertsDestructiveActionFiresOnceAndEscapeCancels() {
        let host = TestHost(AlertScreen(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Delete…")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Delete the photo?"))
        XCTAssertTrue(host.texts.contains("This cannot be undone."))
        let delete = host.frame(ofText: "Delete")!, cancel = host.frame(ofText: "Cancel")!
        XCTAssertEqual(delete.midY, cancel.midY, accuracy: 1, "two buttons side by side")
        // Destructive in red.
        let red = (Int(delete.minX)..<Int(delete.maxX)).contains { x in
            let c = host.color(at: CGPoint(x: CGFloat(x) + 0.5, y: delete.midY)); return c.r > 200 && c.g < 90
        }
        XCTAssertTrue(red, "the destructive button is red")
        host.tap(onText: "Delete")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("deleted 1 cancelled 0"), "\(host.texts)")
        XCTAssertFalse(host.texts.contains("Delete the photo?"), "the action dismissed the alert")
        host.tap(onText: "Delete…")
        host.advance(by: 0.5)
        host.keyDown(.escape)
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("deleted 1 cancelled 1"), "Escape runs the cancel action: \(host.texts)")
        XCTAssertFalse(host.texts.contains("Delete the photo?"))
    }

    func testTheDeprecatedAlertStructAndAnItemSheet() {
        struct Item: Identifiable { let id: Int }
        struct Screen: View {
            @State var warn = false
            @State var item: Item?
            @State var okays = 0
            var body: some View {
                VStack {
                    Button("Warn") { warn = true }
                    Button("Open 7") { item = Item(id: 7) }
                    Text(verbatim: "okays \(okays)")
                }
                .alert(isPresented: $warn) {
                    Alert(title: Text("Careful"), message: Text("Really?"), dismissButton: .default(Text("Got it")) { okays += 1 })
                }
                .sheet(item: $item) { item in Text("Item \(item.id)") }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Warn")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Careful"))
        host.tap(onText: "Got it")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("okays 1"))
        XCTAssertFalse(host.texts.contains("Careful"))
        host.tap(onText: "Open 7")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Item 7"))
        host.keyDown(.escape)
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("Item 7"))
    }

    func testAConfirmationDialogOffersItsActionsAndCancel() {
        struct Screen: View {
            @State var ask = false
            @State var chosen = "none"
            var body: some View {
                VStack {
                    Button("Share…") { ask = true }
                    Text(verbatim: "chosen \(chosen)")
                }
                .confirmationDialog("Share the photo", isPresented: $ask, titleVisibility: .visible) {
                    Button("Copy") { chosen = "copy" }
                    Button("Delete", role: .destructive) { chosen = "delete" }
                    Button("Never mind", role: .cancel) { chosen = "cancelled" }
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Share…")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Share the photo"))
        let copy = host.frame(ofText: "Copy")!, cancel = host.frame(ofText: "Never mind")!
        XCTAssertGreaterThan(cancel.minY, copy.maxY, "the cancel action sits apart, below the others")
        XCTAssertGreaterThan(copy.minY, 300, "at the bottom of the window")
        host.tap(onText: "Never mind")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("chosen cancelled"))
        host.tap(onText: "Share…")
        host.advance(by: 0.5)
        host.tap(onText: "Copy")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("chosen copy"))
        XCTAssertFalse(host.texts.contains("Share the photo"))
    }

    func testADetentSetsTheSheetsHeight() {
        struct Screen: View {
            @State var show = true
            var body: some View {
                Color.clear.sheet(isPresented: $show) {
                    Text("Half").presentationDetents([.medium, .large])
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        host.advance(by: 0.5)
        let half = host.frame(ofText: "Half")!
        // A medium sheet: half of the 590 points below the window's top inset, its text centred in it.
        XCTAssertEqual(half.midY, 600 - 295.0 / 2, accuracy: 2, "\(half)")
    }

    func testASheetShowsPresenterStateReadOnlyInsideIt() {
        struct Screen: View {
            @State var show = true
            @State var count = 0
            var body: some View {
                Color.clear.sheet(isPresented: $show) {
                    Button("count \(count)") { count += 1 }
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        host.advance(by: 0.5)
        host.tap(onText: "count 0")
        host.tap(onText: "count 1")
        XCTAssertTrue(host.texts.contains("count 2"), "the sheet follows the state its closure reads: \(host.texts)")
    }
}
