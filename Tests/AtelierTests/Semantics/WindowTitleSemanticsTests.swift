import XCTest
import Atelier
@_spi(Backend) import AtelierCore

/// The window element is named by the window's title, and a new title (a document's edited mark, a title
/// the program changes) reaches a screen reader as the window's new name after the next semantics phase.
@preconcurrency @MainActor final class WindowTitleSemanticsTests: XCTestCase {
    func testANewTitleRenamesTheWindowElement() {
        let graph = ViewGraph(root: Text("Body"))
        graph.accessibilityWindowTitle = "Untitled"
        graph.flush(through: .semantics, in: CGSize(width: 200, height: 100))
        XCTAssertEqual(graph.accessibilityRoot.label, "Untitled")
        var changes = 0
        graph.onAccessibilityTreeChanged = { changes += 1 }
        var frames = 0
        graph.onNeedsUpdate = { frames += 1 }
        graph.accessibilityWindowTitle = "Untitled — Edited"
        XCTAssertGreaterThan(frames, 0, "the host is asked for a frame, whose semantics phase sends the new name")
        XCTAssertEqual(graph.accessibilityRoot.label, "Untitled — Edited")
        XCTAssertEqual(changes, 1, "the bridge is told once")
        XCTAssertEqual(graph.accessibilityRoot.children.map(\.label), ["Body"])
        graph.accessibilityWindowTitle = "Untitled — Edited"
        XCTAssertEqual(graph.accessibilityRoot.label, "Untitled — Edited")
        XCTAssertEqual(changes, 1, "the same title again changes nothing")
    }
}
