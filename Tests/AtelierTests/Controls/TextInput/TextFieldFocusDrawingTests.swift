import XCTest
import Atelier
@_spi(Backend) import AtelierTesting

private struct NameForm: View {
    @State private var name = ""
    @State private var taps = 0
    var body: some View {
        VStack {
            Text(taps == 0 ? "Tap" : "Tapped \(taps) times")
                .onTapGesture { taps += 1 }
            TextField("Name", text: $name)
        }
        .padding()
    }
}

/// A tap that focuses a field changes only what the field draws (its caret shows): no body is evaluated and
/// nothing is laid out again. TestHost kept the frame it had drawn before the tap, so the caret showed or not
/// depending on whether a frame had been drawn since the last input (`make fuzz`, seed 1, tree 630: the pixels
/// after input differed between a run that drew after every input and one that drew only at the end).
@preconcurrency @MainActor final class TextFieldFocusDrawingTests: XCTestCase {
    func testTheCaretShowsAfterATapThatFocusesAFieldWhenAFrameWasDrawnJustBefore() {
        let host = host(NameForm(), width: 320, height: 200)
        _ = host.pngData()
        host.tap(onText: "Name")
        guard let caret = host.textInputCaretFrame else { return XCTFail("the tap focuses the field") }
        let c = host.color(at: CGPoint(x: caret.midX, y: caret.midY))
        XCTAssertTrue(c.b > 200 && c.r < 60, "the caret shows at \(caret): \(c)")
    }

    func testTheLastFrameIsTheSameWhetherFramesWereDrawnAfterEachInputOrOnlyAtTheEnd() {
        @MainActor func run(drawingAfterEachInput: Bool) -> Data? {
            let host = host(NameForm(), width: 320, height: 200)
            _ = host.pngData()
            let inputs: [@MainActor () -> Void] = [{ host.tap(onText: "Tap") }, { host.tap(onText: "Name") }]
            for input in inputs {
                input()
                if drawingAfterEachInput { _ = host.pngData() }
            }
            return host.pngData()
        }
        let drawnEachTime = run(drawingAfterEachInput: true), drawnAtTheEnd = run(drawingAfterEachInput: false)
        XCTAssertNotNil(drawnEachTime)
        XCTAssertEqual(drawnEachTime, drawnAtTheEnd, "what shows does not depend on when frames were drawn")
    }
}
