import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

// Bad input to the semantics phase gets a defined result, never a crash.

private final class Counter: ObservableObject {
    @Published var generation = 0
}

private struct ManyChanging: View {
    @ObservedObject var counter: Counter
    var body: some View {
        ScrollView {
            VStack { ForEach(0..<10_000, id: \.self) { i in Text(verbatim: "Row \(i) \(counter.generation)") } }
        }
    }
}

@preconcurrency @MainActor final class SemanticsBadInputTests: XCTestCase {
    func testAMegabyteLabelIsKeptWhole() throws {
        let huge = String(repeating: "a", count: 1 << 20)
        let h = TestHost(Color.red.frame(width: 10, height: 10).accessibilityLabel(huge), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(h.accessibilityElements.first?.label.count, 1 << 20)
    }

    func testAViewWithANaNFrameHasAnEmptyFrame() throws {
        let h = TestHost(Text("Odd").frame(width: .nan, height: 20), size: CGSize(width: 100, height: 100))
        let frame = try XCTUnwrap(h.accessibilityElement(labeled: "Odd")).frame
        XCTAssertTrue(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
    }

    func testTenThousandElementsChangingInOneFrame() throws {
        let counter = Counter()
        let h = TestHost(ManyChanging(counter: counter), size: CGSize(width: 390, height: 844))
        XCTAssertEqual(h.accessibilityElements.count, 10_000)
        counter.generation = 1
        let rebuilt = h.accessibilityElements
        XCTAssertEqual(rebuilt.count, 10_000)
        XCTAssertEqual(rebuilt.last?.label, "Row 9999 1")
    }

    func testActionsOnAnElementThatLeftAreRefused() throws {
        let h = TestHost(Button("Gone") {}, size: CGSize(width: 100, height: 100))
        var element = try XCTUnwrap(h.accessibilityElement(labeled: "Gone"))
        element.id = AccessibilityElementID(rawValue: .max)
        XCTAssertFalse(h.performAccessibilityAction(on: element))
        XCTAssertFalse(h.setAccessibilityValue(.nan, on: element))
        XCTAssertFalse(h.setAccessibilityText("x", on: element))
    }
}
