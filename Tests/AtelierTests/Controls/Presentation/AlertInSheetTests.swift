import XCTest
@_spi(Backend) import AtelierCore
import Atelier
import AtelierTesting

// An alert presented by a view inside a sheet shows over the sheet, and its button acts and dismisses it (the file
// chooser's helper once saw the update loop hang here; it does not in this form).

@preconcurrency @MainActor final class AlertInSheetTests: XCTestCase {
    func testAnAlertFromInsideASheet() throws {
        struct Inner: View {
            @State private var asks = false
            @State private var answer = "none"
            var body: some View {
                VStack {
                    Text("answer \(answer)")
                    Button("Ask") { asks = true }
                }
                .alert("Replace it?", isPresented: $asks) {
                    Button("Replace") { answer = "replace" }
                    Button("Cancel", role: .cancel) {}
                }
            }
        }
        struct Outer: View {
            @State private var shown = false
            var body: some View {
                Button("Show") { shown = true }
                    .sheet(isPresented: $shown) { Inner() }
            }
        }
        let host = TestHost(Outer(), size: CGSize(width: 400, height: 600))
        host.tap(onText: "Show")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("answer none"), "the sheet: \(host.texts)")
        host.tap(onText: "Ask")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Replace it?"), "the alert over the sheet: \(host.texts)")
        host.tap(onText: "Replace")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("answer replace"), "the alert's action ran: \(host.texts)")
        XCTAssertFalse(host.texts.contains("Replace it?"), "and the alert went")
    }
}
