import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

/// `accessibilityActions { }`: the buttons given become the element's named actions, never drawn.
@preconcurrency @MainActor final class AccessibilityActionsTests: XCTestCase {
    private final class Model: ObservableObject {
        @Published var log: [String] = []
    }

    private struct Message: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack {
                Text("Lunch at noon?")
                    .padding(10)
                    .background(Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1))
                    .accessibilityActions {
                        Button("Reply") { model.log.append("reply") }
                        Button("Delete") { model.log.append("delete") }
                    }
                Text("log \(model.log.joined(separator: ","))")
            }
        }
    }

    func testTheButtonsAreNamedActionsOfTheElementAndAreNotDrawn() throws {
        let model = Model()
        let h = TestHost(Message(model: model), size: CGSize(width: 300, height: 200))
        let message = try XCTUnwrap(h.accessibilityElement(labeled: "Lunch at noon?"))
        XCTAssertEqual(message.actions, [.named("Reply"), .named("Delete")])
        XCTAssertNil(h.accessibilityElement(labeled: "Reply"), "the buttons are actions, not elements")
        XCTAssertTrue(h.performAccessibilityAction(.named("Delete"), on: message))
        XCTAssertEqual(model.log, ["delete"])
        XCTAssertNotNil(h.accessibilityElement(labeled: "log delete"))
        // Drawn: the text on its blue background, no button titles in the tint over it.
        XCTAssertNil(h.frame(ofText: "Reply"), "the buttons are never laid out as visible text")
        XCTAssertEqual(h.color(at: CGPoint(x: message.frame.minX - 5, y: message.frame.midY)), RGBA(r: 0, g: 0, b: 255, a: 255))
    }
}
