import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

/// Apple's EditButton documentation example, as written there: the EditButton is in the toolbar, the List in
/// the content of a NavigationView, and nothing else provides an edit mode.
private struct Fruits: View {
    @State private var fruits = [
        "Apple",
        "Banana",
        "Papaya",
        "Mango"
    ]

    var body: some View {
        NavigationView {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { fruits.remove(atOffsets: $0) }
                .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Fruits")
            .toolbar {
                EditButton()
            }
        }
    }
}

/// Apple's `editMode` documentation example: the view reads the edit mode its toolbar's EditButton changes.
private struct NameEditor: View {
    @Environment(\.editMode) private var editMode
    @State private var name = "Maria Ruiz"

    var body: some View {
        Form {
            if editMode?.wrappedValue.isEditing == true {
                TextField("Name", text: $name)
            } else {
                Text(name)
            }
        }
        .animation(nil, value: editMode?.wrappedValue)
        .toolbar { // Assumes embedding this view in a NavigationView.
            EditButton()
        }
    }
}

/// A level pushed over a list with its own EditButton: each level has its own edit mode, as each hosting
/// controller has in SwiftUI.
private struct PushedEditor: View {
    @State private var items = ["One", "Two"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) }
                NavigationLink("More", value: 1)
            }
            .toolbar { EditButton() }
            .navigationDestination(for: Int.self) { _ in
                List { ForEach(["Deep"], id: \.self) { Text($0) }.onDelete { _ in } }
                    .toolbar { EditButton() }
            }
        }
    }
}

/// A program's own edit mode set around the stack: the toolbar's EditButton changes it.
private struct OwnMode: View {
    @State private var mode = EditMode.inactive
    var body: some View {
        VStack {
            Text(mode.isEditing ? "editing" : "not editing")
            NavigationStack {
                List { ForEach(["Row"], id: \.self) { Text($0) }.onDelete { _ in } }
                    .toolbar { EditButton() }
            }
        }
        .environment(\.editMode, $mode)
    }
}

@preconcurrency @MainActor final class ToolbarEditModeTests: XCTestCase {
    func testTheDocumentationsEditButtonInTheToolbarEditsTheList() {
        let host = TestHost(Fruits(), size: CGSize(width: 390, height: 600))
        guard let apple = host.frame(ofText: "Apple"), let edit = host.frame(ofText: "Edit") else {
            return XCTFail("\(host.texts)")
        }
        XCTAssertLessThan(edit.maxY, 44, "the Edit button is in the navigation bar: \(edit)")
        XCTAssertEqual(apple.minX, 40, accuracy: 1, "no delete control before editing")
        host.tap(onText: "Edit")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Done"), "the label is Done while editing: \(host.texts)")
        XCTAssertFalse(host.texts.contains("Edit"))
        guard let editing = host.frame(ofText: "Apple") else { return XCTFail("\(host.texts)") }
        XCTAssertGreaterThan(editing.minX, 40 + 20, "the row's content moves aside for the delete control")
        let minus = host.color(at: CGPoint(x: 40 + 10, y: editing.midY - 7))
        XCTAssertTrue(nearRGBA(minus, Palette.red, 30), "a red delete control before each row: \(minus)")
        // The delete control deletes, as in the documentation's screenshot.
        host.tap(at: CGPoint(x: 40 + 10, y: editing.midY))
        host.advance(by: 1)
        host.tap(onText: "Delete")
        host.advance(by: 1)
        XCTAssertFalse(host.texts.contains("Apple"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("Banana"))
        // Done ends editing.
        host.tap(onText: "Done")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Edit"))
        XCTAssertEqual(host.frame(ofText: "Banana")?.minX ?? 0, 40, accuracy: 1)
    }

    func testTheEditModeDocumentationsFormReadsTheToolbarsEditMode() {
        let host = TestHost(NavigationView { NameEditor() }, size: CGSize(width: 390, height: 600))
        guard let text = host.frame(ofText: "Maria Ruiz") else { return XCTFail("\(host.texts)") }
        // A Text: tapping it edits nothing.
        host.tap(at: CGPoint(x: text.midX, y: text.midY))
        XCTAssertNil(host.focusedTextField)
        host.tap(onText: "Edit")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Done"), "\(host.texts)")
        // The text gave way to a field showing the name, in the same row: tapping it edits it.
        guard let field = host.frame(ofText: "Maria Ruiz") else { return XCTFail("\(host.texts)") }
        XCTAssertEqual(field.midY, text.midY, accuracy: 2)
        host.tap(at: CGPoint(x: field.midX, y: field.midY))
        XCTAssertEqual(host.focusedTextField?.text, "Maria Ruiz", "the field edits the name")
    }

    func testEachLevelHasItsOwnEditMode() {
        let host = TestHost(PushedEditor(), size: CGSize(width: 390, height: 600))
        host.tap(onText: "Edit")
        host.advance(by: 1)
        XCTAssertGreaterThan(host.frame(ofText: "One")?.minX ?? 0, 40 + 20, "the root level edits")
        host.tap(onText: "More")
        host.advance(by: 1)
        XCTAssertEqual(host.frame(ofText: "Deep")?.minX ?? 0, 40, accuracy: 1, "the pushed level does not: \(host.texts)")
        XCTAssertTrue(host.texts.contains("Edit"), "its own button reads Edit: \(host.texts)")
        host.tap(onText: "Edit")
        host.advance(by: 1)
        XCTAssertGreaterThan(host.frame(ofText: "Deep")?.minX ?? 0, 52, "until its own EditButton is tapped")
    }

    func testAnEditModeSetAroundTheStackIsTheOneTheToolbarChanges() {
        let host = TestHost(OwnMode(), size: CGSize(width: 390, height: 600))
        XCTAssertTrue(host.texts.contains("not editing"))
        host.tap(onText: "Edit")
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("editing"), "the program's binding changed: \(host.texts)")
        XCTAssertTrue(host.texts.contains("Done"))
    }
}
