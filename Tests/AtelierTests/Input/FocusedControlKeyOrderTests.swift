import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

/// The focused control's own keys come before the `onKeyPress` handlers around it: a focused slider takes the
/// arrows; a key it does not use goes on to the handler.
@preconcurrency @MainActor final class FocusedControlKeyOrderTests: XCTestCase {
    private final class Model: ObservableObject {
        @Published var value = 0.5
        @Published var heard: [String] = []
    }

    private struct Screen: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack {
                Slider(value: $model.value, in: 0...1, step: 0.1)
            }
            .onKeyPress(.rightArrow) { model.heard.append("right"); return .handled }
            .onKeyPress(.escape) { model.heard.append("escape"); return .handled }
        }
    }

    func testAFocusedSliderTakesTheArrowsBeforeAHandlerAroundIt() throws {
        let model = Model()
        let h = TestHost(Screen(model: model), size: CGSize(width: 300, height: 100))
        XCTAssertTrue(h.keyDown(.tab))
        XCTAssertTrue(h.keyDown(.rightArrow))
        XCTAssertEqual(model.value, 0.6, accuracy: 0.001, "the slider moved")
        XCTAssertEqual(model.heard, [], "the handler around it did not hear the arrow")
        XCTAssertTrue(h.keyDown(.escape))
        XCTAssertEqual(model.heard, ["escape"], "a key the slider leaves reaches the handler")
    }
}
