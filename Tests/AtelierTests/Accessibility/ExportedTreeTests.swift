import XCTest
@_spi(Backend) import AtelierCore
@testable import AtelierAccessibility

// The tree the bus serves: indexed by id with parents and places, made safe to send whatever the program
// put in it (a megabyte of label, NaN frames, duplicate ids, a secure field's text, a deep tree), and the
// pieces the Text interface reads by.

@preconcurrency @MainActor final class ExportedTreeTests: XCTestCase {
    private func id(_ raw: UInt64) -> AccessibilityElementID { AccessibilityElementID(rawValue: raw) }

    override func setUp() { Diagnostics.reset() }

    func testParentsIndexesAndOrder() {
        let root = AccessibilityElement(id: id(1), role: .window, children: [
            AccessibilityElement(id: id(2), role: .button, children: [AccessibilityElement(id: id(4), role: .image)]),
            AccessibilityElement(id: id(3), role: .staticText),
        ])
        let tree = ExportedTree(root: root, windowIsActive: false)
        XCTAssertEqual(tree.order, [id(1), id(2), id(4), id(3)], "depth first in reading order")
        XCTAssertEqual(tree[id(1)]?.children, [id(2), id(3)])
        XCTAssertNil(tree[id(1)]?.parent)
        XCTAssertEqual(tree[id(3)]?.parent, id(1))
        XCTAssertEqual(tree[id(3)]?.index, 1)
        XCTAssertEqual(tree[id(4)]?.parent, id(2))
        XCTAssertEqual(tree[id(2)]?.element.children, [], "children are entries of their own")
    }

    func testBadInputIsMadeSafeWithOneWarningEach() {
        let root = AccessibilityElement(id: id(1), role: .window, frame: CGRect(x: 0, y: 0, width: 100, height: 100), children: [
            AccessibilityElement(id: id(2), role: .staticText, label: String(repeating: "a", count: 1_000_000)),
            AccessibilityElement(id: id(3), role: .image, frame: CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 1)),
            AccessibilityElement(id: id(4), role: .slider,
                                 valueRange: AccessibilityValueRange(minimum: Double.nan, maximum: 1, step: Double.infinity, current: 0.5)),
            AccessibilityElement(id: id(5), role: .secureTextField, value: "hunter2",
                                 text: AccessibilityTextState(text: "hunter2", caret: 99, selection: -3..<50)),
            AccessibilityElement(id: id(2), role: .button, label: "duplicate"),
        ])
        let tree = ExportedTree(root: root, windowIsActive: false)
        XCTAssertEqual(tree[id(2)]?.element.label.count, ExportedTree.maximumStringLength)
        XCTAssertEqual(tree[id(3)]?.element.frame, .zero)
        XCTAssertEqual(tree[id(4)]?.element.valueRange, AccessibilityValueRange(minimum: 0, maximum: 1, step: 0, current: 0.5))
        let secure = tree[id(5)]?.element
        XCTAssertEqual(secure?.text?.text, String(repeating: "\u{2022}", count: 7), "never the password")
        XCTAssertEqual(secure?.value, secure?.text?.text)
        XCTAssertEqual(secure?.text?.caret, 7)
        XCTAssertEqual(secure?.text?.selection, 0..<7)
        XCTAssertEqual(tree[id(2)]?.element.role, .staticText, "the first of two elements with one id wins")
        XCTAssertEqual(tree[id(1)]?.children, [id(2), id(3), id(4), id(5)])
        XCTAssertEqual(Diagnostics.warnings.count, 3, Diagnostics.warnings.joined(separator: "\n"))
    }

    func testADeepTreeDoesNotOverflowTheStack() {
        var element = AccessibilityElement(id: id(10_000), role: .staticText, label: "leaf")
        for depth in stride(from: 9_999, through: 1, by: -1) {
            element = AccessibilityElement(id: id(UInt64(depth)), role: .group, children: [element])
        }
        let tree = ExportedTree(root: element, windowIsActive: false)
        XCTAssertEqual(tree.entries.count, 10_000)
        XCTAssertEqual(tree[id(10_000)]?.parent, id(9_999))
    }

    func testHitTestingFindsTheDeepestLastElement() {
        let root = AccessibilityElement(id: id(1), role: .window, frame: CGRect(x: 0, y: 0, width: 100, height: 100), children: [
            AccessibilityElement(id: id(2), role: .group, frame: CGRect(x: 0, y: 0, width: 50, height: 50), children: [
                AccessibilityElement(id: id(3), role: .button, frame: CGRect(x: 10, y: 10, width: 20, height: 20)),
            ]),
            AccessibilityElement(id: id(4), role: .image, frame: CGRect(x: 0, y: 0, width: 15, height: 15)),
        ])
        let tree = ExportedTree(root: root, windowIsActive: false)
        XCTAssertEqual(tree.element(at: CGPoint(x: 20, y: 20), under: id(1)), id(3))
        XCTAssertEqual(tree.element(at: CGPoint(x: 12, y: 12), under: id(1)), id(4), "drawn last, on top")
        XCTAssertEqual(tree.element(at: CGPoint(x: 90, y: 90), under: id(1)), id(1))
        XCTAssertNil(tree.element(at: CGPoint(x: 200, y: 0), under: id(1)))
    }

    func testGeometry() {
        let geometry = WindowGeometry(origin: CGPoint(x: 100, y: 200), scale: 2)
        let frame = CGRect(x: 10, y: 20, width: 100, height: 30.4)
        XCTAssertTrue(geometry.extents(of: frame, in: .screen) == (120, 240, 200, 61))
        XCTAssertTrue(geometry.extents(of: frame, in: .window) == (20, 40, 200, 61))
        XCTAssertTrue(geometry.extents(of: frame, in: .parent, parentFrame: CGRect(x: 5, y: 5, width: 1, height: 1)) == (10, 30, 200, 61))
        XCTAssertEqual(geometry.windowPoint(x: 120, y: 240, in: .screen), CGPoint(x: 10, y: 20))
        let broken = WindowGeometry(origin: CGPoint(x: CGFloat.nan, y: 0), scale: -1)
        XCTAssertEqual(broken, WindowGeometry(origin: .zero, scale: 1), "a host's bad numbers")
        XCTAssertEqual(WindowGeometry.int(.infinity), 0)
        XCTAssertEqual(WindowGeometry.int(1e12), Int32.max)
    }

    func testTextBoundaries() {
        let text = Array("Hello big world.\nSecond line".unicodeScalars)
        func piece(_ r: Range<Int>?) -> String? { r.map { String(String.UnicodeScalarView(text[$0])) } }
        XCTAssertEqual(piece(TextBoundaries.segment(text, .word, at: 7)), "big ")
        XCTAssertEqual(piece(TextBoundaries.segment(text, .word, at: 7).map { TextBoundaries.trimmed(text, $0) }), "big")
        XCTAssertEqual(piece(TextBoundaries.segment(text, .word, at: 7, shift: -1)), "Hello ")
        XCTAssertEqual(piece(TextBoundaries.segment(text, .word, at: 7, shift: 1)), "world.\n")
        XCTAssertEqual(piece(TextBoundaries.segment(text, .line, at: 3)), "Hello big world.\n")
        XCTAssertEqual(piece(TextBoundaries.segment(text, .line, at: 20)), "Second line")
        XCTAssertEqual(piece(TextBoundaries.segment(text, .line, at: 999)), "Second line", "past the end: the last line")
        XCTAssertEqual(piece(TextBoundaries.segment(text, .character, at: 1)), "e")
        XCTAssertEqual(piece(TextBoundaries.segment(text, .sentence, at: 2)), "Hello big world.\n")
        XCTAssertNil(TextBoundaries.segment([], .word, at: 0))
        XCTAssertNil(TextBoundaries.segment(text, .line, at: 20, shift: 1))
    }

    /// A window's elements on the bus carry its number in their ids: two windows whose elements have the
    /// same ids (every graph's window element is 0) have no path in common, and the first keeps its own ids.
    func testEachWindowsElementsHaveIdsOfTheirOwn() {
        let root = AccessibilityElement(id: id(0), role: .window, label: "W", children: [
            AccessibilityElement(id: id(7), role: .button, label: "OK"),
        ])
        let first = ExportedTree(root: root, window: 0, windowIsActive: false)
        let second = ExportedTree(root: root, window: 1, windowIsActive: false)
        XCTAssertEqual(first.order, [id(0), id(7)])
        XCTAssertEqual(second.order, [id(1 << 48), id(1 << 48 | 7)])
        XCTAssertTrue(Set(first.order).isDisjoint(with: second.order))
        XCTAssertEqual(second[id(1 << 48 | 7)]?.parent, second.windowID)
        XCTAssertEqual(second[id(1 << 48 | 7)]?.element.label, "OK")
        XCTAssertEqual(ATSPIObject.element(id(1 << 48 | 7)).path, "/org/a11y/atspi/accessible/281474976710663")
        XCTAssertEqual(id(1 << 48 | 7).exportedWindow, 1)
        XCTAssertEqual(id(1 << 48 | 7).sourceID, id(7), "a request reaches the window's source by its own id")

        var application = ExportedApplication()
        application.update(first)
        application.update(second)
        XCTAssertEqual(application.windowIDs, [first.windowID, second.windowID])
        XCTAssertEqual(application[id(1 << 48 | 7)]?.element.label, "OK")
        XCTAssertEqual(application.indexInParent(application[second.windowID]!), 1)
        XCTAssertEqual(application.remove(window: 0)?.index, 0)
        XCTAssertEqual(application.indexInParent(application[second.windowID]!), 0, "the window that stays moves up")
        XCTAssertNil(application[id(7)], "a closed window's elements are gone")
    }

    /// An id too large to carry a window number is left out, with one warning.
    func testAnIdTooLargeForTheBusIsLeftOut() {
        let root = AccessibilityElement(id: id(1), role: .window, children: [
            AccessibilityElement(id: id(1 << 50), role: .button, label: "Huge", children: [AccessibilityElement(id: id(3), role: .image)]),
            AccessibilityElement(id: id(2), role: .staticText),
        ])
        let tree = ExportedTree(root: root, window: 2, windowIsActive: false)
        XCTAssertEqual(tree.order.map(\.sourceID), [id(1), id(2)])
        XCTAssertEqual(Diagnostics.warnings.count, 1, Diagnostics.warnings.joined(separator: "\n"))
    }
}
