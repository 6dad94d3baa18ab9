import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

/// A row of a ForEach with `onMove` is dragged up or down with the pointer to reorder it, as on macOS,
/// without edit mode; a drag across still swipes, a tap still taps.
@preconcurrency @MainActor final class ListPointerReorderTests: XCTestCase {
    private final class Model: ObservableObject {
        @Published var items = ["A", "B", "C", "D"]
    }

    private struct Screen: View {
        @ObservedObject var model: Model
        var body: some View {
            List {
                ForEach(model.items, id: \.self) { Text($0) }
                    .onMove { model.items.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.plain)
        }
    }

    func testDraggingARowDownTwoRowsMovesIt() throws {
        let model = Model()
        let h = TestHost(Screen(model: model), size: CGSize(width: 390, height: 400))
        let a = try XCTUnwrap(h.frame(ofText: "A")), c = try XCTUnwrap(h.frame(ofText: "C"))
        h.dragWithoutDropping(from: CGPoint(x: 200, y: a.midY), to: CGPoint(x: 200, y: c.midY))
        // While dragged, the row follows the pointer and B and C make way.
        XCTAssertEqual(try XCTUnwrap(h.frame(ofText: "A")).midY, c.midY, accuracy: 1)
        h.pointerUp()
        h.advance(by: 0.5)
        XCTAssertEqual(model.items, ["B", "C", "A", "D"])
        XCTAssertLessThan(try XCTUnwrap(h.frame(ofText: "B")).midY, try XCTUnwrap(h.frame(ofText: "A")).midY)
    }

    func testDraggingUpMovesItBeforeAndASmallDragMovesNothing() throws {
        let model = Model()
        let h = TestHost(Screen(model: model), size: CGSize(width: 390, height: 400))
        let b = try XCTUnwrap(h.frame(ofText: "B")), d = try XCTUnwrap(h.frame(ofText: "D"))
        h.drag(from: CGPoint(x: 200, y: d.midY), to: CGPoint(x: 200, y: b.midY))
        h.advance(by: 0.5)
        XCTAssertEqual(model.items, ["A", "D", "B", "C"])
        let a = try XCTUnwrap(h.frame(ofText: "A"))
        h.drag(from: CGPoint(x: 200, y: a.midY), to: CGPoint(x: 200, y: a.midY + 3))
        h.advance(by: 0.5)
        XCTAssertEqual(model.items, ["A", "D", "B", "C"], "a drag under the slop is a tap")
    }
}
