import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A to-do item, as SwiftUI's examples of `ForEach($items)` write one.
private struct Chore: Identifiable, Equatable {
    let id: Int
    var name: String
    var isDone = false
}

private let someChores = [Chore(id: 1, name: "Dishes"), Chore(id: 2, name: "Laundry"), Chore(id: 3, name: "Plants")]

/// The summary of the chores, shown above each screen so that a test reads the array as the program sees it.
private func summary(_ chores: [Chore]) -> String {
    chores.map { "\($0.name)\($0.isDone ? "+" : "")" }.joined(separator: ",")
}

/// `ForEach($items) { $item in … }` with a TextField and a Toggle bound to each element.
private struct ChoreEditor: View {
    @State var chores = someChores
    var body: some View {
        VStack(spacing: 0) {
            Text(summary(chores)).frame(height: 30)
            ForEach($chores) { $chore in
                HStack {
                    TextField("Name", text: $chore.name)
                    Toggle("Done", isOn: $chore.isDone).labelsHidden()
                }
                .frame(height: 44)
            }
        }
        .padding(.horizontal, 20)
    }
}

/// `List($items) { $item in … }` with a Toggle per row.
private struct ChoreList: View {
    @State var chores = someChores
    var body: some View {
        VStack(spacing: 0) {
            Text(summary(chores)).frame(height: 30)
            List($chores) { $chore in
                Toggle(chore.name, isOn: $chore.isDone)
            }
        }
    }
}

/// `List($items, editActions: …)`: rows the user deletes with a swipe and moves with a drag.
private struct EditableChores: View {
    @State var chores = someChores
    let actions: EditActions<[Chore]>
    var body: some View {
        VStack(spacing: 0) {
            Text(summary(chores)).frame(height: 30)
            List($chores, editActions: actions) { $chore in
                Text(chore.name)
            }
            .listStyle(.plain)
        }
    }
}

/// `ForEach($items, id:, editActions:)` in a List, strings identified by themselves.
private struct EditableNames: View {
    @State var names = ["Ann", "Bob", "Cy"]
    var body: some View {
        VStack(spacing: 0) {
            Text(names.joined(separator: ",")).frame(height: 30)
            List {
                ForEach($names, id: \.self, editActions: .delete) { $name in
                    Text(name)
                }
            }
            .listStyle(.plain)
        }
    }
}

@preconcurrency @MainActor final class ListBindingTests: XCTestCase {
    override func setUp() async throws {
        Diagnostics.reset()
    }

    func testTypingIntoAFieldBoundThroughForEachEditsThatElement() throws {
        let host = TestHost(ChoreEditor(), size: CGSize(width: 390, height: 300))
        XCTAssertTrue(host.texts.contains("Dishes,Laundry,Plants"), "\(host.texts)")
        let laundry = try XCTUnwrap(host.frame(ofText: "Laundry"))
        // The field's text spans the field; a tap at its trailing end puts the caret after the text.
        host.tap(at: CGPoint(x: laundry.maxX - 2, y: laundry.midY))
        XCTAssertEqual(host.focusedTextField?.text, "Laundry")
        host.type(" day")
        XCTAssertTrue(host.texts.contains("Dishes,Laundry day,Plants"), "only the second element changes: \(host.texts)")
        XCTAssertEqual(host.focusedTextField?.text, "Laundry day", "the field keeps its focus and shows the new value")
    }

    func testAToggleBoundThroughForEachFlipsThatElement() throws {
        let host = TestHost(ChoreEditor(), size: CGSize(width: 390, height: 300))
        let plants = try XCTUnwrap(host.frame(ofText: "Plants"))
        // The switch sits at the trailing edge of the row (the padding leaves 20 points).
        host.tap(at: CGPoint(x: 390 - 20 - 25, y: plants.midY))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Dishes,Laundry,Plants+"), "\(host.texts)")
        host.tap(at: CGPoint(x: 390 - 20 - 25, y: plants.midY))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Dishes,Laundry,Plants"), "\(host.texts)")
    }

    func testListOverABindingMakesARowPerElementWithABindingToIt() throws {
        let host = TestHost(ChoreList(), size: CGSize(width: 390, height: 400))
        let dishes = try XCTUnwrap(host.frame(ofText: "Dishes"))
        XCTAssertEqual(dishes.minX, 40, accuracy: 1, "a row of the inset grouped list")
        // The switch is at the trailing edge of the card (20 points in, 20 points of row padding).
        host.tap(at: CGPoint(x: 390 - 40 - 25, y: dishes.midY))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Dishes+,Laundry,Plants"), "\(host.texts)")
        // The switch shows the new value: green under its track.
        let track = host.color(at: CGPoint(x: 390 - 40 - 45, y: dishes.midY))
        XCTAssertTrue(nearRGBA(track, RGBA(r: 52, g: 199, b: 89, a: 255), 30), "\(track)")
    }

    func testEditActionsAllDeletesWithASwipeAndMovesWithADrag() throws {
        let host = TestHost(EditableChores(actions: .all), size: CGSize(width: 390, height: 400))
        let laundry = try XCTUnwrap(host.frame(ofText: "Laundry"))
        // A full swipe to the leading edge deletes the row.
        host.pointerDown(at: CGPoint(x: 370, y: laundry.midY))
        host.pointerMove(to: CGPoint(x: 250, y: laundry.midY))
        host.pointerMove(to: CGPoint(x: 60, y: laundry.midY))
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertTrue(host.texts.contains("Dishes,Plants"), "\(host.texts)")
        XCTAssertNil(host.frame(ofText: "Laundry"))
        // Dragging Dishes below Plants moves it.
        let dishes = try XCTUnwrap(host.frame(ofText: "Dishes")), plants = try XCTUnwrap(host.frame(ofText: "Plants"))
        host.drag(from: CGPoint(x: 200, y: dishes.midY), to: CGPoint(x: 200, y: plants.maxY + 4))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Plants,Dishes"), "\(host.texts)")
    }

    func testEditActionsDeleteOnlyDoesNotMove() throws {
        let host = TestHost(EditableChores(actions: .delete), size: CGSize(width: 390, height: 400))
        let dishes = try XCTUnwrap(host.frame(ofText: "Dishes")), plants = try XCTUnwrap(host.frame(ofText: "Plants"))
        host.drag(from: CGPoint(x: 200, y: dishes.midY), to: CGPoint(x: 200, y: plants.maxY + 4))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Dishes,Laundry,Plants"), "no move without .move: \(host.texts)")
        host.pointerDown(at: CGPoint(x: 370, y: plants.midY))
        host.pointerMove(to: CGPoint(x: 250, y: plants.midY))
        host.pointerMove(to: CGPoint(x: 60, y: plants.midY))
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertTrue(host.texts.contains("Dishes,Laundry"), "\(host.texts)")
    }

    func testEditActionsMoveOnlyOffersNoDelete() throws {
        let host = TestHost(EditableChores(actions: [.move]), size: CGSize(width: 390, height: 400))
        let dishes = try XCTUnwrap(host.frame(ofText: "Dishes"))
        host.pointerDown(at: CGPoint(x: 370, y: dishes.midY))
        host.pointerMove(to: CGPoint(x: 250, y: dishes.midY))
        host.pointerMove(to: CGPoint(x: 60, y: dishes.midY))
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertTrue(host.texts.contains("Dishes,Laundry,Plants"), "no delete without .delete: \(host.texts)")
        let plants = try XCTUnwrap(host.frame(ofText: "Plants"))
        host.drag(from: CGPoint(x: 200, y: plants.midY), to: CGPoint(x: 200, y: dishes.minY - 4))
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Plants,Dishes,Laundry"), "\(host.texts)")
    }

    func testForEachWithIDAndEditActionsInAListDeletesInEditMode() throws {
        struct Screen: View {
            @State var mode: EditMode = .active
            var body: some View { EditableNames().environment(\.editMode, $mode) }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 400))
        let bob = try XCTUnwrap(host.frame(ofText: "Bob"))
        XCTAssertGreaterThan(bob.minX, 16 + 20, "edit mode shows the delete control before the row")
        host.tap(at: CGPoint(x: 16 + 10, y: bob.midY))
        host.advance(by: 1.0)
        host.tap(onText: "Delete")
        host.advance(by: 1.0)
        XCTAssertTrue(host.texts.contains("Ann,Cy"), "\(host.texts)")
    }

    func testOnDeleteOnAnEditableForEachStillRuns() throws {
        struct Screen: View {
            @State var names = ["Ann", "Bob"]
            @State var log: [String] = []
            var body: some View {
                VStack(spacing: 0) {
                    Text("\(names.joined(separator: ",")) log=\(log.joined(separator: ","))").frame(height: 30)
                    List {
                        ForEach($names, id: \.self, editActions: .move) { $name in Text(name) }
                            .onDelete { offsets in
                                log.append("delete \(Array(offsets))")
                                names.remove(atOffsets: offsets)
                            }
                    }
                    .listStyle(.plain)
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 300))
        let ann = try XCTUnwrap(host.frame(ofText: "Ann"))
        host.pointerDown(at: CGPoint(x: 370, y: ann.midY))
        host.pointerMove(to: CGPoint(x: 250, y: ann.midY))
        host.pointerMove(to: CGPoint(x: 60, y: ann.midY))
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertTrue(host.texts.contains("Bob log=delete [0]"), "\(host.texts)")
    }

    func testBindingToACollectionIsACollectionOfBindings() {
        var storage = someChores
        let chores = Binding(get: { storage }, set: { storage = $0 })
        XCTAssertEqual(chores.count, 3)
        chores[1].name.wrappedValue = "Ironing"
        XCTAssertEqual(storage.map(\.name), ["Dishes", "Ironing", "Plants"])
        for chore in chores where chore.wrappedValue.id == 3 { chore.isDone.wrappedValue = true }
        XCTAssertEqual(storage.map(\.isDone), [false, false, true])
        XCTAssertEqual(chores.first?.wrappedValue.name, "Dishes")
        XCTAssertEqual(chores.map(\.id), [1, 2, 3], "a binding to an identifiable value is identified by it")
    }

    func testARowsBindingFollowsItsElementAndIgnoresAWriteAfterItIsRemoved() {
        var storage = someChores
        let chores = Binding(get: { storage }, set: { storage = $0 })
        // The bindings a List's rows are made with, before the collection changes.
        var rows: [Binding<Chore>] = []
        let list = List(chores) { (chore: Binding<Chore>) -> Text in rows.append(chore); return Text(chore.wrappedValue.name) }
        _ = list.content.listElements()
        XCTAssertEqual(rows.map(\.wrappedValue.name), ["Dishes", "Laundry", "Plants"])
        storage.remove(at: 0)
        XCTAssertEqual(rows[2].wrappedValue.name, "Plants", "the binding finds its element after the deletion")
        rows[2].wrappedValue.isDone = true
        XCTAssertEqual(storage.map(\.isDone), [false, true])
        XCTAssertEqual(rows[0].wrappedValue.name, "Dishes", "a removed element reads as it was last seen")
        rows[0].wrappedValue.name = "Gone"
        XCTAssertEqual(storage.map(\.name), ["Laundry", "Plants"], "writing to a removed element changes nothing")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("after the element was removed") }.count, 1, "\(Diagnostics.warnings)")
    }

    func testAnElementBindingByPositionReadsTheElementNowThere() {
        var storage = someChores
        let chores = Binding(get: { storage }, set: { storage = $0 })
        let last = chores[2], second = chores[1]
        storage.remove(at: 0)
        XCTAssertEqual(second.wrappedValue.name, "Plants", "a binding by position, as in SwiftUI")
        XCTAssertEqual(last.wrappedValue.name, "Plants", "past the end: the element as it was last seen")
        last.wrappedValue.name = "Gone"
        XCTAssertEqual(storage.map(\.name), ["Laundry", "Plants"])
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("after the element was removed") }.count, 1)
    }

    func testAllEditActionsOfAnArrayAreDeleteAndMove() {
        XCTAssertEqual(EditActions<[Int]>.all, [.delete, .move])
        XCTAssertTrue(EditActions<[Int]>.all.contains(.delete))
        XCTAssertFalse(EditActions<[Int]>.delete.contains(.move))
    }
}
