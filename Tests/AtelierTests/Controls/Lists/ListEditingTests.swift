import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

private let gray4 = RGBA(r: 209, g: 209, b: 214, a: 255)

/// Letters in a List, deletable and movable, in edit mode or not; every onMove call is logged.
private struct Letters: View {
    @State var items: [String]
    @State var mode: EditMode
    let movable: Bool
    init(_ items: [String], editing: Bool = false, movable: Bool = false) {
        _items = State(initialValue: items)
        _mode = State(initialValue: editing ? .active : .inactive)
        self.movable = movable
    }
    var body: some View {
        VStack(spacing: 0) {
            Text(items.joined(separator: ",")).frame(height: 30)
            List {
                if movable {
                    ForEach(items, id: \.self) { Text($0) }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { offsets, destination in
                            ButtonLog.entries.append("move \(Array(offsets)) to \(destination)")
                            items.move(fromOffsets: offsets, toOffset: destination)
                        }
                } else {
                    ForEach(items, id: \.self) { Text($0) }
                        .onDelete { items.remove(atOffsets: $0) }
                }
            }
        }
        .environment(\.editMode, $mode)
    }
}

/// The continuation of the refresh action under way, resumed by the test.
@MainActor private enum RefreshGate {
    static var count = 0
    static var pending: CheckedContinuation<Void, Never>?
    static func run() async {
        count += 1
        await withCheckedContinuation { pending = $0 }
    }
    static func finish() {
        pending?.resume()
        pending = nil
    }
}

@preconcurrency @MainActor final class ListEditingTests: XCTestCase {
    override func setUp() async throws {
        ButtonLog.entries = []
        Diagnostics.reset()
    }

    func testRemoveAtOffsetsAndMoveFromOffsets() {
        var a = ["a", "b", "c", "d", "e"]
        a.remove(atOffsets: [0, 2, 4])
        XCTAssertEqual(a, ["b", "d"])
        var empty: [Int] = []
        empty.remove(atOffsets: [])
        XCTAssertEqual(empty, [])
        func moved(_ source: IndexSet, _ destination: Int) -> String {
            var letters = Array("abcde").map(String.init)
            letters.move(fromOffsets: source, toOffset: destination)
            return letters.joined()
        }
        XCTAssertEqual(moved([0], 2), "bacde", "down by one: the destination counts the moved element")
        XCTAssertEqual(moved([0], 5), "bcdea", "to the end")
        XCTAssertEqual(moved([4], 0), "eabcd", "to the start")
        XCTAssertEqual(moved([1, 3], 0), "bdace", "several, keeping their order")
        XCTAssertEqual(moved([0, 4], 2), "baecd", "from both ends into the middle")
        XCTAssertEqual(moved([1, 2], 2), "abcde", "onto themselves: nothing moves")
        XCTAssertEqual(moved([1, 2], 3), "abcde")
        XCTAssertEqual(moved([0, 1, 2, 3, 4], 1), "abcde")
        XCTAssertEqual(moved([], 3), "abcde")
        // Other collections: a ContiguousArray.
        var numbers: ContiguousArray = [1, 2, 3, 4]
        numbers.move(fromOffsets: [3], toOffset: 1)
        numbers.remove(atOffsets: [0])
        XCTAssertEqual(Array(numbers), [4, 2, 3])
        // Bad input: offsets outside are ignored, the destination clamped, each with one warning.
        var bad = ["x", "y", "z"]
        bad.remove(atOffsets: [1, 7])
        XCTAssertEqual(bad, ["x", "z"])
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("remove(atOffsets:)") && $0.contains("7") }, "\(Diagnostics.warnings)")
        bad.move(fromOffsets: [0], toOffset: 9)
        XCTAssertEqual(bad, ["z", "x"])
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("destination 9") })
    }

    func testEditModeDeletesThroughTheMinusButtonAndDelete() {
        let host = TestHost(Letters(["A", "B", "C"], editing: true), size: CGSize(width: 390, height: 400))
        guard let b = host.frame(ofText: "B") else { return XCTFail("\(host.texts)") }
        XCTAssertGreaterThan(b.minX, 40 + 20, "the content moves aside for the delete control")
        let minus = host.color(at: CGPoint(x: 40 + 10, y: b.midY - 7))
        XCTAssertTrue(nearRGBA(minus, Palette.red, 30), "a red minus circle before the row: \(minus)")
        XCTAssertFalse(host.texts.contains("Delete"))
        host.tap(at: CGPoint(x: 40 + 10, y: b.midY))
        host.advance(by: 1.0)
        guard let delete = host.frame(ofText: "Delete") else { return XCTFail("the minus reveals Delete: \(host.texts)") }
        XCTAssertEqual(delete.midY, b.midY, accuracy: 1, "on the same row")
        XCTAssertGreaterThan(delete.minX, 390 - 20 - 74, "at the trailing edge of the card")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: delete.minX - 4, y: b.midY)), Palette.red, 4), "on red")
        host.tap(onText: "Delete")
        host.advance(by: 1.0)
        XCTAssertTrue(host.texts.contains("A,C"), "B is deleted: \(host.texts)")
        XCTAssertNil(host.frame(ofText: "B"))
        // Not editing: no delete controls.
        let idle = TestHost(Letters(["A", "B"]), size: CGSize(width: 390, height: 300))
        XCTAssertEqual(idle.frame(ofText: "A")?.minX ?? 0, 40, accuracy: 1)
    }

    func testEditButtonTurnsTheDeleteControlsOn() {
        struct Screen: View {
            @State var items = ["One", "Two"]
            var body: some View {
                VStack {
                    EditButton()
                    List { ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) } }
                }
            }
        }
        // No container provides an edit mode: give the VStack one, as a NavigationStack's toolbar would share it.
        struct Host: View {
            @State var mode: EditMode = .inactive
            var body: some View { Screen().environment(\.editMode, $mode) }
        }
        let host = TestHost(Host(), size: CGSize(width: 390, height: 400))
        let before = host.frame(ofText: "One")?.minX ?? 0
        host.tap(onText: "Edit")
        host.advance(by: 1.0)
        XCTAssertTrue(host.texts.contains("Done"))
        XCTAssertGreaterThan(host.frame(ofText: "One")?.minX ?? 0, before + 20, "editing shows the delete controls")
    }

    func testSwipeRevealsDeleteAndAFullSwipeDeletes() {
        let host = TestHost(Letters(["A", "B", "C"]), size: CGSize(width: 390, height: 400))
        guard let b = host.frame(ofText: "B") else { return XCTFail() }
        host.pointerDown(at: CGPoint(x: 300, y: b.midY))
        host.pointerMove(to: CGPoint(x: 260, y: b.midY))
        host.pointerMove(to: CGPoint(x: 220, y: b.midY))
        XCTAssertEqual(host.frame(ofText: "B")?.minX ?? 0, 40 - 80, accuracy: 1, "the row follows the drag")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 366, y: b.midY)), Palette.red, 4), "red Delete behind it")
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertEqual(host.frame(ofText: "B")?.minX ?? 0, 40 - 74, accuracy: 1, "it rests open on its action")
        XCTAssertNotNil(host.frame(ofText: "Delete"))
        // A tap on the row closes it again.
        host.tap(at: CGPoint(x: 150, y: b.midY))
        host.advance(by: 1.0)
        XCTAssertEqual(host.frame(ofText: "B")?.minX ?? 0, 40, accuracy: 1)
        XCTAssertTrue(host.texts.contains("A,B,C"), "closing deletes nothing")
        // A short swipe springs back.
        host.pointerDown(at: CGPoint(x: 300, y: b.midY))
        host.pointerMove(to: CGPoint(x: 280, y: b.midY))
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertEqual(host.frame(ofText: "B")?.minX ?? 0, 40, accuracy: 1)
        // A full swipe runs Delete.
        host.pointerDown(at: CGPoint(x: 366, y: b.midY))
        host.pointerMove(to: CGPoint(x: 250, y: b.midY))
        host.pointerMove(to: CGPoint(x: 100, y: b.midY))
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertTrue(host.texts.contains("A,C"), "a full swipe deletes the row: \(host.texts)")
        // Tapping Delete after a swipe deletes too.
        guard let c = host.frame(ofText: "C") else { return XCTFail() }
        host.pointerDown(at: CGPoint(x: 300, y: c.midY))
        host.pointerMove(to: CGPoint(x: 200, y: c.midY))
        host.pointerUp()
        host.advance(by: 1.0)
        host.tap(onText: "Delete")
        host.advance(by: 1.0)
        XCTAssertTrue(host.texts.contains("A"), "\(host.texts)")
        XCTAssertNil(host.frame(ofText: "C"))
    }

    func testCustomSwipeActionsWithTintsOnBothEdges() {
        let view = List {
            Text("Message")
                .swipeActions(edge: .leading) {
                    Button("Pin") { ButtonLog.entries.append("pin") }.tint(.green)
                }
                .swipeActions(allowsFullSwipe: false) {
                    Button("Archive") { ButtonLog.entries.append("archive") }
                    Button("Trash", role: .destructive) { ButtonLog.entries.append("trash") }
                }
            Text("Still")
        }
        let host = TestHost(view, size: CGSize(width: 390, height: 300))
        guard let row = host.frame(ofText: "Message") else { return XCTFail() }
        // Trailing: two actions, the first nearest the edge.
        host.pointerDown(at: CGPoint(x: 340, y: row.midY))
        host.pointerMove(to: CGPoint(x: 250, y: row.midY))
        host.pointerMove(to: CGPoint(x: 160, y: row.midY))
        host.pointerUp()
        host.advance(by: 1.0)
        guard let archive = host.frame(ofText: "Archive"), let trash = host.frame(ofText: "Trash") else {
            return XCTFail("both actions show: \(host.texts)")
        }
        XCTAssertGreaterThan(archive.minX, trash.maxX, "the first action nearest the trailing edge")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: trash.midX, y: row.minY - 2)), Palette.red, 4), "destructive: red")
        let gray = host.color(at: CGPoint(x: archive.midX, y: row.minY - 2))
        XCTAssertTrue(nearRGBA(gray, RGBA(r: 142, g: 142, b: 147, a: 255), 4), "untinted: systemGray \(gray)")
        host.tap(onText: "Trash")
        XCTAssertEqual(ButtonLog.entries, ["trash"])
        host.advance(by: 1.0)
        XCTAssertEqual(host.frame(ofText: "Message")?.minX ?? 0, 40, accuracy: 1, "running an action closes the row")
        // No full swipe on the trailing edge: a long drag only opens it.
        host.pointerDown(at: CGPoint(x: 366, y: row.midY))
        host.pointerMove(to: CGPoint(x: 200, y: row.midY))
        host.pointerMove(to: CGPoint(x: 40, y: row.midY))
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertEqual(ButtonLog.entries, ["trash"], "allowsFullSwipe: false runs nothing")
        host.tap(at: CGPoint(x: 60, y: row.midY))
        host.advance(by: 1.0)
        // Leading: green Pin; a full swipe runs it.
        host.pointerDown(at: CGPoint(x: 40, y: row.midY))
        host.pointerMove(to: CGPoint(x: 120, y: row.midY))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 30, y: row.midY)), Palette.green, 4),
                      "green behind the leading edge: \(host.color(at: CGPoint(x: 30, y: row.midY)))")
        host.pointerMove(to: CGPoint(x: 300, y: row.midY))
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertEqual(ButtonLog.entries, ["trash", "pin"])
        // A row without actions does not slide.
        guard let still = host.frame(ofText: "Still") else { return XCTFail() }
        host.pointerDown(at: CGPoint(x: 300, y: still.midY))
        host.pointerMove(to: CGPoint(x: 150, y: still.midY))
        XCTAssertEqual(host.frame(ofText: "Still")?.minX ?? 0, 40, accuracy: 1)
        host.pointerUp()
    }

    func testDraggingAHandleMovesTheRow() {
        let host = TestHost(Letters(["A", "B", "C", "D"], editing: true, movable: true), size: CGSize(width: 390, height: 400))
        guard let a = host.frame(ofText: "A"), let b = host.frame(ofText: "B"), let c = host.frame(ofText: "C") else {
            return XCTFail("\(host.texts)")
        }
        let handle = CGPoint(x: 390 - 40 - 8, y: a.midY)
        let ink = host.color(at: CGPoint(x: handle.x, y: a.midY - 4))
        XCTAssertFalse(nearRGBA(ink, Palette.white, 3) && nearRGBA(host.color(at: CGPoint(x: handle.x, y: a.midY)), Palette.white, 3),
                       "a reorder handle at the trailing edge")
        host.pointerDown(at: handle)
        host.pointerMove(to: CGPoint(x: handle.x, y: handle.y + 40))
        host.pointerMove(to: CGPoint(x: handle.x, y: handle.y + 90))
        XCTAssertEqual(host.frame(ofText: "A")?.midY ?? 0, a.midY + 90, accuracy: 1, "the row follows the pointer")
        XCTAssertEqual(host.frame(ofText: "B")?.midY ?? 0, a.midY, accuracy: 1, "B moves up out of its way")
        XCTAssertEqual(host.frame(ofText: "C")?.midY ?? 0, b.midY, accuracy: 1, "and C")
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertEqual(ButtonLog.entries, ["move [0] to 3"], "SwiftUI's destination: one past the landing place")
        XCTAssertTrue(host.texts.contains("B,C,A,D"), "\(host.texts)")
        XCTAssertEqual(host.frame(ofText: "A")?.midY ?? 0, c.midY, accuracy: 1, "A now third")
        // Upwards: D to the top.
        guard let d = host.frame(ofText: "D") else { return XCTFail() }
        host.pointerDown(at: CGPoint(x: handle.x, y: d.midY))
        host.pointerMove(to: CGPoint(x: handle.x, y: d.midY - 200))
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertEqual(ButtonLog.entries.last, "move [3] to 0")
        XCTAssertTrue(host.texts.contains("D,B,C,A"), "\(host.texts)")
        // A small drag that lands where it started moves nothing.
        host.pointerDown(at: CGPoint(x: handle.x, y: a.midY))
        host.pointerMove(to: CGPoint(x: handle.x, y: a.midY + 15))
        host.pointerUp()
        XCTAssertEqual(ButtonLog.entries.count, 2)
    }

    func testSingleSelectionByClick() {
        struct Picker: View {
            @State var selection: String?
            var body: some View {
                VStack(spacing: 0) {
                    Text("selected \(selection ?? "none")").frame(height: 30)
                    List(["Red", "Green", "Blue"], id: \.self, selection: $selection) { Text($0) }
                }
            }
        }
        let host = TestHost(Picker(), size: CGSize(width: 390, height: 400))
        guard let green = host.frame(ofText: "Green") else { return XCTFail() }
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 300, y: green.midY)), Palette.white, 2))
        host.tap(onText: "Green")
        XCTAssertTrue(host.texts.contains("selected Green"), "\(host.texts)")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 300, y: green.midY)), gray4, 3), "the selected row is highlighted")
        host.tap(onText: "Blue")
        XCTAssertTrue(host.texts.contains("selected Blue"))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 300, y: green.midY)), Palette.white, 2), "one row at a time")
        host.tap(onText: "Blue", modifiers: .command)
        XCTAssertTrue(host.texts.contains("selected none"), "Command-click deselects: \(host.texts)")
        // From the keyboard: Tab reaches the list at its first row (none is selected), Space selects the
        // focused row, Down the next one; the list is one stop (the window's only one), so Tab comes back to
        // the same row.
        host.keyDown(.tab)
        host.keyDown(.space)
        XCTAssertTrue(host.texts.contains("selected Red"), "Tab, Space: \(host.texts)")
        host.keyDown(.downArrow)
        XCTAssertTrue(host.texts.contains("selected Green"), "\(host.texts)")
        XCTAssertTrue(host.keyDown(.tab))
        let focusedRow = host.accessibilityElements.first { $0.role == .listItem && $0.states.contains(.focused) }
        XCTAssertEqual(focusedRow?.children.first?.label, "Green", "Tab stays on the list's focused row")
    }

    func testMultipleSelectionWithShiftAndControl() {
        struct Multi: View {
            @State var selection: Set<Int> = []
            var body: some View {
                VStack(spacing: 0) {
                    Text("sel " + selection.sorted().map(String.init).joined(separator: ",")).frame(height: 30)
                    List(selection: $selection) {
                        ForEach(0..<6) { Text("Row \($0)") }
                    }
                }
            }
        }
        let host = TestHost(Multi(), size: CGSize(width: 390, height: 500))
        host.tap(onText: "Row 1")
        XCTAssertTrue(host.texts.contains("sel 1"), "\(host.texts)")
        host.tap(onText: "Row 4", modifiers: .shift)
        XCTAssertTrue(host.texts.contains("sel 1,2,3,4"), "Shift-click extends a range: \(host.texts)")
        host.tap(onText: "Row 2", modifiers: .control)
        XCTAssertTrue(host.texts.contains("sel 1,3,4"), "Control-click toggles: \(host.texts)")
        host.tap(onText: "Row 5", modifiers: .command)
        XCTAssertTrue(host.texts.contains("sel 1,3,4,5"), "\(host.texts)")
        guard let r3 = host.frame(ofText: "Row 3"), let r2 = host.frame(ofText: "Row 2") else { return XCTFail() }
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 300, y: r3.midY)), gray4, 3))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 300, y: r2.midY)), Palette.white, 2))
        host.tap(onText: "Row 0")
        XCTAssertTrue(host.texts.contains("sel 0"), "a plain click selects one row: \(host.texts)")
        host.tap(onText: "Row 2", modifiers: .shift)
        XCTAssertTrue(host.texts.contains("sel 0,1,2"), "from the last clicked row: \(host.texts)")
    }

    func testTheArrowsMoveTheSelectionFromRowToRow() {
        struct Arrows: View {
            @State var one: String?
            @State var many: Set<Int> = []
            var body: some View {
                VStack(spacing: 0) {
                    Text("one \(one ?? "none")").frame(height: 30)
                    List(["Red", "Green", "Blue"], id: \.self, selection: $one) { Text($0) }
                    Text("many " + many.sorted().map(String.init).joined(separator: ",")).frame(height: 30)
                    List(selection: $many) { ForEach(0..<4) { Text("Row \($0)") } }
                }
            }
        }
        let host = TestHost(Arrows(), size: CGSize(width: 390, height: 700))
        host.keyDown(.tab)
        host.keyDown(.space)
        XCTAssertTrue(host.texts.contains("one Red"), "\(host.texts)")
        XCTAssertTrue(host.keyDown(.downArrow))
        XCTAssertTrue(host.texts.contains("one Green"), "Down selects the next row: \(host.texts)")
        guard let green = host.frame(ofText: "Green"), let focus = host.keyboardFocusFrame else { return XCTFail() }
        XCTAssertTrue(focus.contains(CGPoint(x: green.midX, y: green.midY)), "focus goes with the selection: \(focus)")
        host.keyDown(.downArrow)
        XCTAssertTrue(host.texts.contains("one Blue"), "\(host.texts)")
        XCTAssertFalse(host.keyDown(.downArrow), "past the last row the arrow does nothing")
        XCTAssertTrue(host.texts.contains("one Blue"), "\(host.texts)")
        host.keyDown(.upArrow)
        XCTAssertTrue(host.texts.contains("one Green"), "Up selects the row above: \(host.texts)")
        XCTAssertTrue(host.texts.contains("many "), "the other list is untouched: \(host.texts)")
        // Several rows: Down alone moves the one selected row, Shift-Down adds the next.
        host.tap(onText: "Row 0")
        XCTAssertTrue(host.texts.contains("many 0"), "\(host.texts)")
        // A click does not move keyboard focus: from Green, Tab goes to the other list (each list is one
        // stop), at its selected row, Row 0.
        host.keyDown(.tab)
        host.keyDown(.downArrow)
        XCTAssertTrue(host.texts.contains("many 1"), "Tab reached Row 0, Down selected Row 1: \(host.texts)")
        host.keyDown(.downArrow)
        XCTAssertTrue(host.texts.contains("many 2"), "\(host.texts)")
        host.keyDown(.downArrow, modifiers: .shift)
        XCTAssertTrue(host.texts.contains("many 2,3"), "Shift-Down extends: \(host.texts)")
        host.keyDown(.upArrow, modifiers: .shift)
        XCTAssertTrue(host.texts.contains("many 2,3"), "\(host.texts)")
    }

    func testTaggedRowsSelectByTag() {
        struct Tagged: View {
            @State var selection: Int?
            var body: some View {
                VStack(spacing: 0) {
                    Text("tag \(selection.map(String.init) ?? "-")").frame(height: 30)
                    List(selection: $selection) {
                        Text("First").tag(10)
                        Text("Second").tag(20)
                        Text("Untagged")
                        Text("Wrong type").tag("x")
                    }
                }
            }
        }
        let host = TestHost(Tagged(), size: CGSize(width: 390, height: 400))
        host.tap(onText: "Second")
        XCTAssertTrue(host.texts.contains("tag 20"), "\(host.texts)")
        host.tap(onText: "Untagged")
        XCTAssertTrue(host.texts.contains("tag 20"), "a row without a tag is not selectable")
        host.tap(onText: "Wrong type")
        XCTAssertTrue(host.texts.contains("tag 20"))
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("not of the selection's type") }, "\(Diagnostics.warnings)")
        // A selection that matches no row: nothing is highlighted, and one warning says so.
        struct Unmatched: View {
            @State var selection: Int? = 99
            var body: some View { List(selection: $selection) { Text("Ten").tag(10) } }
        }
        let unmatched = TestHost(Unmatched(), size: CGSize(width: 390, height: 200))
        guard let ten = unmatched.frame(ofText: "Ten") else { return XCTFail() }
        XCTAssertTrue(nearRGBA(unmatched.color(at: CGPoint(x: 300, y: ten.midY)), Palette.white, 2))
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("selection holds 99") }.count, 1, "\(Diagnostics.warnings)")
    }

    func testSeparatorsHiddenAndTinted() {
        let view = List {
            Text("One").listRowSeparator(.hidden)
            Text("Two").listRowSeparatorTint(.red)
            Text("Three")
        }
        let host = TestHost(view, size: CGSize(width: 390, height: 300))
        guard let one = host.frame(ofText: "One"), let two = host.frame(ofText: "Two"), let three = host.frame(ofText: "Three") else {
            return XCTFail()
        }
        @MainActor func line(between a: CGRect, _ b: CGRect) -> [RGBA] {
            let y = (a.midY + b.midY) / 2
            return (Int(y) - 2...Int(y) + 2).map { host.color(at: CGPoint(x: 200, y: Double($0) + 0.5)) }
        }
        XCTAssertTrue(line(between: one, two).allSatisfy { nearRGBA($0, Palette.white, 2) }, "hidden: \(line(between: one, two))")
        XCTAssertTrue(line(between: two, three).contains { $0.r > 200 && $0.g < 150 }, "tinted red: \(line(between: two, three))")
        // A plain list draws a separator below a section's last row, unless listSectionSeparator hides it.
        @MainActor func lastLine(_ hidden: Bool) -> [RGBA] {
            let section = Section { Text("Only") }
            let list = hidden ? AnyView(List { section.listSectionSeparator(.hidden) }.listStyle(.plain))
                              : AnyView(List { section }.listStyle(.plain))
            let h = TestHost(list, size: CGSize(width: 390, height: 200))
            guard let only = h.frame(ofText: "Only") else { return [] }
            let y = only.midY + 22
            return (Int(y) - 2...Int(y) + 1).map { h.color(at: CGPoint(x: 200, y: Double($0) + 0.5)) }
        }
        XCTAssertTrue(lastLine(false).contains { $0.r < 240 && $0.r > 150 }, "plain: a section separator \(lastLine(false))")
        XCTAssertTrue(lastLine(true).allSatisfy { nearRGBA($0, Palette.white, 2) }, "hidden: \(lastLine(true))")
        // listSectionSeparatorTint colours the section's separator, not the rows' between.
        let tinted = TestHost(List {
            Section { Text("First"); Text("Last") }.listSectionSeparatorTint(.green)
        }.listStyle(.plain), size: CGSize(width: 390, height: 200))
        if let first = tinted.frame(ofText: "First"), let last = tinted.frame(ofText: "Last") {
            let between = (Int((first.midY + last.midY) / 2) - 2...Int((first.midY + last.midY) / 2) + 2)
                .map { tinted.color(at: CGPoint(x: 200, y: Double($0) + 0.5)) }
            let below = (Int(last.midY + 22) - 2...Int(last.midY + 22) + 1).map { tinted.color(at: CGPoint(x: 200, y: Double($0) + 0.5)) }
            XCTAssertTrue(below.contains { Int($0.g) > Int($0.r) + 40 && Int($0.g) > Int($0.b) + 40 }, "green below the section: \(below)")
            XCTAssertFalse(between.contains { Int($0.g) > Int($0.r) + 40 }, "grey between its rows: \(between)")
        } else {
            XCTFail("\(tinted.texts)")
        }
    }

    func testRefreshableRunsOncePerPullAndTheSpinnerGoes() {
        RefreshGate.count = 0
        struct Refreshing: View {
            @Environment(\.refresh) private var refresh
            var body: some View {
                List {
                    Text("Row A")
                    Text("Row B")
                }
                .refreshable { await RefreshGate.run() }
            }
        }
        let host = TestHost(Refreshing(), size: CGSize(width: 390, height: 400))
        guard let a = host.frame(ofText: "Row A") else { return XCTFail() }
        // A short pull does nothing.
        host.pointerDown(at: CGPoint(x: 200, y: a.midY))
        host.pointerMove(to: CGPoint(x: 200, y: a.midY + 30))
        XCTAssertEqual(host.frame(ofText: "Row A")?.midY ?? 0, a.midY + 30, accuracy: 1, "the rows follow the pull")
        host.pointerUp()
        host.advance(by: 1.0)
        XCTAssertEqual(RefreshGate.count, 0)
        XCTAssertEqual(host.frame(ofText: "Row A")?.midY ?? 0, a.midY, accuracy: 1)
        // Past the threshold: the action runs once, the rows wait below the spinner until it returns.
        host.pointerDown(at: CGPoint(x: 200, y: a.midY))
        host.pointerMove(to: CGPoint(x: 200, y: a.midY + 50))
        host.pointerMove(to: CGPoint(x: 200, y: a.midY + 100))
        host.pointerUp()
        host.advance(by: 0.2)
        XCTAssertEqual(RefreshGate.count, 1)
        XCTAssertEqual(host.frame(ofText: "Row A")?.midY ?? 0, a.midY + 60, accuracy: 1, "room for the spinner")
        let spinner = (0...Int(a.minY) + 40).flatMap { y in
            (170...220).map { host.color(at: CGPoint(x: Double($0) + 0.5, y: Double(y) + 0.5)) }
        }
        XCTAssertTrue(spinner.contains { $0.r < 200 && $0.r == $0.g }, "a grey spinner above the rows")
        // A pull while it runs does not start another.
        host.pointerDown(at: CGPoint(x: 200, y: a.midY + 60))
        host.pointerMove(to: CGPoint(x: 200, y: a.midY + 200))
        host.pointerUp()
        host.advance(by: 0.2)
        XCTAssertEqual(RefreshGate.count, 1)
        RefreshGate.finish()
        host.advance(by: 1.5)
        XCTAssertEqual(host.frame(ofText: "Row A")?.midY ?? 0, a.midY, accuracy: 1, "the spinner goes away")
        // The next pull runs it again.
        host.pointerDown(at: CGPoint(x: 200, y: a.midY))
        host.pointerMove(to: CGPoint(x: 200, y: a.midY + 100))
        host.pointerUp()
        host.advance(by: 0.2)
        XCTAssertEqual(RefreshGate.count, 2)
        RefreshGate.finish()
        host.advance(by: 1.5)
        // Without refreshable, pulling moves nothing.
        let still = TestHost(List { Text("Row A") }, size: CGSize(width: 390, height: 400))
        still.pointerDown(at: CGPoint(x: 200, y: a.midY))
        still.pointerMove(to: CGPoint(x: 200, y: a.midY + 100))
        XCTAssertEqual(still.frame(ofText: "Row A")?.midY ?? 0, a.midY, accuracy: 1)
        still.pointerUp()
    }

    func testAListScrolledDownIsNotPulledToRefresh() {
        RefreshGate.count = 0
        let host = TestHost(List(0..<60, id: \.self) { Text("Row \($0)") }.refreshable { await RefreshGate.run() },
                            size: CGSize(width: 390, height: 400))
        XCTAssertTrue(host.scroll(by: CGSize(width: 0, height: 300), at: CGPoint(x: 200, y: 200)))
        guard let row = host.frames(ofText: "Row 10").first else { return XCTFail("\(host.texts)") }
        host.pointerDown(at: CGPoint(x: 200, y: 150))
        host.pointerMove(to: CGPoint(x: 200, y: 200))
        host.pointerMove(to: CGPoint(x: 200, y: 260))
        XCTAssertEqual(host.frames(ofText: "Row 10").first?.midY ?? 0, row.midY, accuracy: 1, "the rows stay")
        host.pointerUp()
        host.advance(by: 0.5)
        XCTAssertEqual(RefreshGate.count, 0, "a pull refreshes only from the top")
        // Scrolled back to the top, the same drag pulls and refreshes.
        host.scroll(by: CGSize(width: 0, height: -1000), at: CGPoint(x: 200, y: 200))
        guard let first = host.frame(ofText: "Row 0") else { return XCTFail("\(host.texts)") }
        host.pointerDown(at: CGPoint(x: 200, y: first.midY))
        host.pointerMove(to: CGPoint(x: 200, y: first.midY + 50))
        host.pointerMove(to: CGPoint(x: 200, y: first.midY + 100))
        XCTAssertEqual(host.frame(ofText: "Row 0")?.midY ?? 0, first.midY + 90, accuracy: 1, "pulled, up to 1.5 thresholds")
        host.pointerUp()
        host.advance(by: 0.2)
        XCTAssertEqual(RefreshGate.count, 1)
        RefreshGate.finish()
        host.advance(by: 1.5)
    }

    func testEditingAListThatSelectsSeveralRowsShowsCirclesATapChecks() {
        struct Picking: View {
            @State var chosen: Set<String> = ["Pear"]
            @State var mode = EditMode.active
            var body: some View {
                VStack(spacing: 0) {
                    Text(verbatim: "chosen \(chosen.sorted())")
                    List(["Apple", "Pear", "Plum"], id: \.self, selection: $chosen) { Text($0) }
                        .environment(\.editMode, $mode)
                }
            }
        }
        let host = TestHost(Picking(), size: CGSize(width: 390, height: 400))
        guard let apple = host.frame(ofText: "Apple"), let pear = host.frame(ofText: "Pear") else { return XCTFail("\(host.texts)") }
        // The circles sit before the text, which moves right to make room.
        XCTAssertGreaterThan(apple.minX, 50, "\(apple)")
        @MainActor func circle(_ row: CGRect) -> [RGBA] {
            (20..<Int(row.minX) - 4).map { host.color(at: CGPoint(x: Double($0) + 0.5, y: row.midY)) }
        }
        XCTAssertTrue(circle(pear).contains { $0.b > 200 && $0.r < 60 }, "the checked row's circle is blue")
        XCTAssertFalse(circle(apple).contains { $0.b > 200 && $0.r < 60 }, "an unchecked one is not")
        XCTAssertTrue(circle(apple).contains { $0.r < 225 && $0.r == $0.g }, "but grey")
        // A tap checks a row without unchecking the others; another tap unchecks it.
        host.tap(onText: "Apple")
        XCTAssertTrue(host.texts.contains("chosen [\"Apple\", \"Pear\"]"), "\(host.texts)")
        XCTAssertTrue(circle(host.frame(ofText: "Apple")!).contains { $0.b > 200 && $0.r < 60 })
        host.tap(onText: "Pear")
        XCTAssertTrue(host.texts.contains("chosen [\"Apple\"]"), "\(host.texts)")
    }

    func testSearchableFiltersAndDismisses() {
        struct Searching: View {
            @State var query = ""
            let fruits = ["Apple", "Banana", "Cherry"]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                        SearchState()
                    }
                    .navigationTitle("Fruit")
                    .searchable(text: $query, prompt: "Find fruit")
                    .onSubmit(of: .search) { ButtonLog.entries.append("search \(query)") }
                    .onSubmit { ButtonLog.entries.append("text submit") }
                }
            }
        }
        struct SearchState: View {
            @Environment(\.isSearching) private var isSearching
            @Environment(\.dismissSearch) private var dismissSearch
            var body: some View {
                HStack {
                    Text(isSearching ? "searching" : "idle")
                    Button("Stop") { dismissSearch() }.buttonStyle(.borderless)
                }
            }
        }
        let host = TestHost(Searching(), size: CGSize(width: 390, height: 600))
        guard let prompt = host.frame(ofText: "Find fruit"), let title = host.frame(ofText: "Fruit"),
              let apple = host.frame(ofText: "Apple") else { return XCTFail("\(host.texts)") }
        XCTAssertLessThan(title.maxY, prompt.minY, "the field under the title")
        XCTAssertLessThan(prompt.maxY, apple.minY, "above the rows")
        let fill = host.color(at: CGPoint(x: 370, y: prompt.midY))
        // tertiarySystemFill (118, 118, 128 at 12%) over the list's grouped grey, which shows through the bar.
        XCTAssertTrue(nearRGBA(fill, RGBA(r: 227, g: 227, b: 233, a: 255), 4), "tertiarySystemFill field: \(fill)")
        XCTAssertTrue(host.texts.contains("idle"))
        host.tap(onText: "Find fruit")
        XCTAssertTrue(host.texts.contains("searching"), "focused: searching \(host.texts)")
        host.type("an")
        XCTAssertTrue(host.texts.contains("Banana"))
        XCTAssertFalse(host.texts.contains("Apple"), "the program filters: \(host.texts)")
        host.keyDown(.return)
        XCTAssertEqual(ButtonLog.entries, ["search an"], "Return runs the search submission only")
        host.tap(onText: "Stop")
        host.advance(by: 0.3)
        XCTAssertTrue(host.texts.contains("idle"), "dismissSearch ends the search: \(host.texts)")
        XCTAssertTrue(host.texts.contains("Apple"), "and clears the text")
        XCTAssertTrue(host.texts.contains("Find fruit"))
    }
}

extension TestHost {
    /// Clicks the centre of the first Text showing `text` with modifier keys held.
    @MainActor func tap(onText text: String, modifiers: EventModifiers) {
        guard let frame = frame(ofText: text) else { return XCTFail("no \(text) in \(texts)") }
        tap(at: CGPoint(x: frame.midX, y: frame.midY), modifiers: modifiers)
    }
}
