import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

/// What the programs below did, in order.
@MainActor private final class Events {
    var log: [String] = []
}

/// A sheet's form at the root of a NavigationStack, as programs write an editor: the view inside the stack
/// reads `dismiss`, and its Cancel and Save buttons (in the toolbar, with their keyboard shortcuts) and a Close
/// button in the form call it.
private struct EditorForm: View {
    let events: Events
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var title = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
            NavigationLink("Details", value: 1)
            Text(isPresented ? "root presented" : "root not presented")
            Button("Close") {
                events.log.append("close")
                dismiss()
            }
        }
        .navigationTitle("New Item")
        .navigationDestination(for: Int.self) { _ in DetailLevel(events: events) }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") {
                    events.log.append("cancel")
                    dismiss()
                }
                .keyboardShortcut(.cancelAction)
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    events.log.append("save")
                    dismiss()
                }
                .keyboardShortcut(.defaultAction)
            }
        }
    }
}

/// A level pushed in the sheet's stack: its `dismiss()` pops it, leaving the sheet.
private struct DetailLevel: View {
    let events: Events
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Text("Detail level")
            Text(isPresented ? "detail presented" : "detail not presented")
            Button("Back out") { dismiss() }
        }
    }
}

private struct Presenter: View {
    let events: Events
    @State private var showing = false
    var body: some View {
        VStack {
            Button("New") { showing = true }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $showing, onDismiss: { events.log.append("dismissed") }) {
            NavigationStack {
                EditorForm(events: events)
            }
        }
    }
}

/// A sheet without a cancel button: Escape dismisses it.
private struct PlainSheetPresenter: View {
    @State private var showing = false
    var body: some View {
        Button("Open") { showing = true }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $showing) {
                NavigationStack {
                    Text("Plain sheet").navigationTitle("Plain")
                }
            }
    }
}

@preconcurrency @MainActor final class SheetNavigationTests: XCTestCase {
    private func presented(_ events: Events) -> TestHost {
        let host = TestHost(Presenter(events: events), size: CGSize(width: 390, height: 700))
        host.tap(onText: "New")
        host.advance(by: 0.5)
        return host
    }

    func testDismissAtTheRootOfAStackInASheetClosesTheSheet() {
        let events = Events()
        let host = presented(events)
        XCTAssertTrue(host.texts.contains("New Item"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("root presented"), "the stack's root is in a presentation: \(host.texts)")
        host.tap(onText: "Cancel")
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("New Item"), "dismiss() closed the sheet: \(host.texts)")
        XCTAssertEqual(events.log, ["cancel", "dismissed"])
        // Save, in the toolbar, and Close, in the form, close it too.
        host.tap(onText: "New")
        host.advance(by: 0.5)
        host.tap(onText: "Save")
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("New Item"))
        host.tap(onText: "New")
        host.advance(by: 0.5)
        host.tap(onText: "Close")
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("New Item"))
        XCTAssertEqual(events.log, ["cancel", "dismissed", "save", "dismissed", "close", "dismissed"])
    }

    func testDismissInAPushedLevelPopsItAndLeavesTheSheet() {
        let events = Events()
        let host = presented(events)
        host.tap(onText: "Details")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Detail level"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("detail presented"))
        host.tap(onText: "Back out")
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("Detail level"), "popped: \(host.texts)")
        XCTAssertTrue(host.texts.contains("New Item"), "the sheet stays: \(host.texts)")
        XCTAssertEqual(events.log, [])
    }

    func testEscapeRunsTheSheetsCancelButtonAndReturnItsDefaultButton() {
        let events = Events()
        let host = presented(events)
        host.keyDown(.escape)
        host.advance(by: 0.5)
        XCTAssertEqual(events.log, ["cancel", "dismissed"], "Escape ran the .cancelAction button, which dismissed")
        XCTAssertFalse(host.texts.contains("New Item"))
        host.tap(onText: "New")
        host.advance(by: 0.5)
        host.keyDown(.return)
        host.advance(by: 0.5)
        XCTAssertEqual(events.log, ["cancel", "dismissed", "save", "dismissed"], "Return ran the .defaultAction button")
    }

    func testEscapeWithoutACancelButtonDismisses() {
        let host = TestHost(PlainSheetPresenter(), size: CGSize(width: 390, height: 700))
        host.tap(onText: "Open")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Plain sheet"))
        host.keyDown(.escape)
        host.advance(by: 0.5)
        XCTAssertFalse(host.texts.contains("Plain sheet"), "\(host.texts)")
    }
}
