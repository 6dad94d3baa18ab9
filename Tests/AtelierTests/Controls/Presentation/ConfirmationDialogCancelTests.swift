import XCTest
import Atelier
@_spi(Backend) import AtelierCore
import AtelierTesting

/// A confirmation dialog with a cancel-role action, as the fuzzer's shrunk program has it (`make fuzz`, seed 7):
/// presenting it went round a preference loop (its Cancel row's action was a new value at every evaluation)
/// for about 5 seconds, with a warning, before it showed.
@preconcurrency @MainActor final class ConfirmationDialogCancelTests: XCTestCase {
    private struct Screen: View {
        @State private var isPresented = false
        @State private var removed = 0
        @State private var cancelled = 0
        var body: some View {
            VStack {
                Button("Present") { isPresented.toggle() }
                Text("Removed \(removed), cancelled \(cancelled)")
            }
            .confirmationDialog("Dialog", isPresented: $isPresented, titleVisibility: .visible) {
                Button("Remove", role: .destructive) { removed += 1 }
                Button("Keep") {}
                Button("Not now", role: .cancel) { cancelled += 1 }
            }
        }
    }

    override func setUp() async throws { Diagnostics.reset() }

    func testPresentingIsQuickAndItsCancelRowRunsTheCancelAction() throws {
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Present")
        host.advance(by: 0.5)
        // The loop that took 5 s ended at its bound with this warning: presenting must not go round it at all.
        XCTAssertFalse(Diagnostics.warnings.contains { $0.contains("preference") }, "\(Diagnostics.warnings)")
        XCTAssertTrue(host.texts.contains("Dialog"))
        let cancel = try XCTUnwrap(host.frame(ofText: "Not now"), "the cancel action's label is the Cancel row's: \(host.texts)")
        XCTAssertGreaterThan(cancel.minY, try XCTUnwrap(host.frame(ofText: "Keep")).maxY, "below the other actions")
        host.tap(onText: "Not now")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Removed 0, cancelled 1"), "\(host.texts)")
        XCTAssertFalse(host.texts.contains("Dialog"), "Cancel dismisses")
        // Presented again: Remove runs its own action; Escape cancels.
        host.tap(onText: "Present")
        host.advance(by: 0.5)
        host.tap(onText: "Remove")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Removed 1, cancelled 1"), "\(host.texts)")
        host.tap(onText: "Present")
        host.advance(by: 0.5)
        host.keyDown(.escape)
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("Dialog"), "Escape dismisses: \(host.texts)")
        XCTAssertFalse(Diagnostics.warnings.contains { $0.contains("preference") }, "\(Diagnostics.warnings)")
    }
}
