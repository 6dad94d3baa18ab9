import XCTest
import AtelierCore
@testable import AtelierAccessibility

// The events a change of the window's tree sends: found by comparing the trees by id, only for what changed,
// in the order a screen reader applies them.

@preconcurrency @MainActor final class TreeDiffTests: XCTestCase {
    private func id(_ raw: UInt64) -> AccessibilityElementID { AccessibilityElementID(rawValue: raw) }

    private func window(_ children: [AccessibilityElement], id raw: UInt64 = 1) -> AccessibilityElement {
        AccessibilityElement(id: id(raw), role: .window, label: "Window", frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                             children: children)
    }

    private func toggle(on: Bool, focused: Bool = false) -> AccessibilityElement {
        var states: AccessibilityStates = [.focusable, .checkable]
        if on { states.insert(.checked) }
        if focused { states.insert(.focused) }
        return AccessibilityElement(id: id(2), role: .toggle, label: "Wi-Fi", states: states,
                                    frame: CGRect(x: 0, y: 0, width: 100, height: 30), actions: [.activate])
    }

    private func row(_ raw: UInt64, _ label: String) -> AccessibilityElement {
        AccessibilityElement(id: id(raw), role: .listItem, label: label, frame: CGRect(x: 0, y: 40, width: 100, height: 20))
    }

    private func list(_ rows: [AccessibilityElement]) -> AccessibilityElement {
        AccessibilityElement(id: id(3), role: .list, label: "Fruits", frame: CGRect(x: 0, y: 40, width: 100, height: 100),
                             children: rows)
    }

    private func events(_ old: AccessibilityElement, _ new: AccessibilityElement, active: (Bool, Bool) = (false, false)) -> [ATSPIEvent] {
        TreeDiff.events(from: ExportedTree(root: old, windowIsActive: active.0), to: ExportedTree(root: new, windowIsActive: active.1))
    }

    func testAnUnchangedTreeSendsNothing() {
        let tree = window([toggle(on: true), list([row(10, "Apple")])])
        XCTAssertEqual(events(tree, tree), [])
    }

    func testAStateChangeSendsOnlyThatState() {
        XCTAssertEqual(events(window([toggle(on: true)]), window([toggle(on: false)])),
                       [.stateChanged(id(2), .checked, false), .stateChanged(id(2), .pressed, false)])
    }

    func testFocusLossComesBeforeFocusGain() {
        let field = AccessibilityElement(id: id(4), role: .textField, label: "Name", states: [.focusable, .editable, .focused],
                                         frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                                         text: AccessibilityTextState(text: "", caret: 0, selection: 0..<0))
        var unfocused = field
        unfocused.states.remove(.focused)
        XCTAssertEqual(events(window([toggle(on: true, focused: true), unfocused]), window([toggle(on: true), field])),
                       [.stateChanged(id(2), .focused, false), .stateChanged(id(4), .focused, true)])
        XCTAssertEqual(events(window([field, toggle(on: true)]), window([unfocused, toggle(on: true, focused: true)])),
                       [.stateChanged(id(4), .focused, false), .stateChanged(id(2), .focused, true)],
                       "the gain is last whatever the reading order")
    }

    func testNamesDescriptionsAndValues() {
        let slider = AccessibilityElement(id: id(5), role: .slider, label: "Volume", hint: "Loudness",
                                          valueRange: AccessibilityValueRange(minimum: 0, maximum: 100, step: 1, current: 50))
        var changed = slider
        changed.label = "Sound"
        changed.hint = nil
        changed.valueRange?.current = 60
        XCTAssertEqual(events(window([slider]), window([changed])),
                       [.propertyChanged(id(5), .name("Sound")), .propertyChanged(id(5), .description("")),
                        .propertyChanged(id(5), .value(60))])
        var role = slider
        role.role = .stepper
        XCTAssertEqual(events(window([slider]), window([role])), [.propertyChanged(id(5), .role(.spinButton))])
    }

    func testRowsAddedAndRemoved() {
        let before = window([list([row(10, "Apple"), row(11, "Banana")])])
        let after = window([list([row(10, "Apple"), row(12, "Cherry"), row(11, "Banana")])])
        XCTAssertEqual(events(before, after), [.childAdded(parent: .element(id(3)), index: 1, child: id(12)), .cacheAdded(id(12))])
        XCTAssertEqual(events(after, before), [.childRemoved(parent: .element(id(3)), index: 1, child: id(12)), .cacheRemoved(id(12))])
    }

    func testANewSubtreeIsAnnouncedAtItsTop() {
        let before = window([toggle(on: true)])
        let after = window([toggle(on: true), list([row(10, "Apple"), row(11, "Banana")])])
        XCTAssertEqual(events(before, after), [.childAdded(parent: .element(id(1)), index: 1, child: id(3)),
                                               .cacheAdded(id(3)), .cacheAdded(id(10)), .cacheAdded(id(11))],
                       "one ChildrenChanged for the list; the cache learns every element")
    }

    func testReorderedChildrenAreRemovedAndAddedAgain() {
        let before = window([list([row(10, "Apple"), row(11, "Banana")])])
        let after = window([list([row(11, "Banana"), row(10, "Apple")])])
        XCTAssertEqual(events(before, after), [
            .childRemoved(parent: .element(id(3)), index: 1, child: id(11)),
            .childRemoved(parent: .element(id(3)), index: 0, child: id(10)),
            .childAdded(parent: .element(id(3)), index: 0, child: id(11)),
            .childAdded(parent: .element(id(3)), index: 1, child: id(10)),
        ])
    }

    func testAnElementMovedToAnotherParent() {
        let group = AccessibilityElement(id: id(6), role: .group, label: "Group")
        var withToggle = group
        withToggle.children = [toggle(on: true)]
        XCTAssertEqual(events(window([toggle(on: true), group]), window([withToggle])), [
            .childRemoved(parent: .element(id(1)), index: 0, child: id(2)),
            .childAdded(parent: .element(id(6)), index: 0, child: id(2)),
            .cacheAdded(id(2)),
        ])
    }

    func testANewWindowReplacesTheOld() {
        let events = self.events(window([]), window([], id: 9))
        XCTAssertEqual(events, [.childRemoved(parent: .application, index: 0, child: id(1)), .cacheRemoved(id(1)),
                                .childAdded(parent: .application, index: 0, child: id(9)), .cacheAdded(id(9))])
    }

    func testTextEdits() {
        func field(_ text: String, caret: Int, selection: Range<Int>? = nil) -> AccessibilityElement {
            AccessibilityElement(id: id(4), role: .textField, label: "Name", states: .editable,
                                 text: AccessibilityTextState(text: text, caret: caret, selection: selection ?? caret..<caret))
        }
        XCTAssertEqual(events(window([field("Ada", caret: 3)]), window([field("Ada!", caret: 4)])),
                       [.textInserted(id(4), start: 3, text: "!"), .caretMoved(id(4), offset: 4)])
        XCTAssertEqual(events(window([field("Grace", caret: 4)]), window([field("Gray", caret: 4)])),
                       [.textDeleted(id(4), start: 3, text: "ce"), .textInserted(id(4), start: 3, text: "y")])
        XCTAssertEqual(events(window([field("a😀b", caret: 0)]), window([field("ab", caret: 0)])),
                       [.textDeleted(id(4), start: 1, text: "😀")], "offsets in Unicode scalars")
        XCTAssertEqual(events(window([field("abc", caret: 3)]), window([field("abc", caret: 3, selection: 0..<3)])),
                       [.textSelectionChanged(id(4))])
    }

    func testWindowActivation() {
        XCTAssertEqual(events(window([]), window([]), active: (false, true)), [.stateChanged(id(1), .active, true)])
    }

    func testScrollingOutOfTheWindowHidesAnElement() {
        var below = row(10, "Apple")
        below.frame.origin.y = 500
        XCTAssertEqual(events(window([row(10, "Apple")]), window([below])), [.stateChanged(id(10), .showing, false)])
    }
}
