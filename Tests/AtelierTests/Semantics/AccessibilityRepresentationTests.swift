import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

/// A view drawn from shapes and driven by a drag, made accessible by a standard Slider's representation.
@preconcurrency @MainActor final class AccessibilityRepresentationTests: XCTestCase {
    private final class Model: ObservableObject {
        @Published var level = 0.25
        @Published var taps = 0
    }

    private struct Meter: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().fill(Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1))
                    .frame(width: 200, height: 40)
                    .onTapGesture { model.taps += 1 }
                    .accessibilityRepresentation {
                        Slider(value: $model.level, in: 0...1) { Text("Level") }
                    }
                Text("level \(Int(model.level * 100))")
            }
        }
    }

    func testTheRepresentationIsReadAndOperatedButNeverDrawnOrHit() throws {
        let model = Model()
        let h = TestHost(Meter(model: model), size: CGSize(width: 300, height: 200))
        let slider = try XCTUnwrap(h.accessibilityElement(labeled: "Level"))
        XCTAssertEqual(slider.role, .slider)
        XCTAssertEqual(slider.valueRange?.current, 0.25)
        let rectangle = CGRect(x: 50, y: 100 - (40 + 21) / 2, width: 200, height: 40)
        XCTAssertEqual(slider.frame.minX, rectangle.minX, accuracy: 0.5, "the representation stands where the view stands")
        XCTAssertEqual(slider.frame.width, rectangle.width, accuracy: 0.5)
        XCTAssertEqual(slider.frame.height, rectangle.height, accuracy: 0.5)
        XCTAssertEqual(h.accessibilityElements.filter { $0.role != .staticText }.count, 1, "the view's own elements are replaced")

        XCTAssertTrue(h.setAccessibilityValue(0.75, on: slider))
        XCTAssertEqual(model.level, 0.75)
        XCTAssertNotNil(h.accessibilityElement(labeled: "level 75"))

        // Drawn: the red rectangle only, no slider track or thumb across it.
        let y = slider.frame.midY
        for x in stride(from: slider.frame.minX + 2, to: slider.frame.maxX - 2, by: 10) {
            XCTAssertEqual(h.color(at: CGPoint(x: x, y: y)), RGBA(r: 255, g: 0, b: 0, a: 255), "at x \(x)")
        }
        // Hit: the view's tap, not the slider's drag.
        h.tap(at: CGPoint(x: slider.frame.midX, y: y))
        XCTAssertEqual(model.taps, 1)
        XCTAssertEqual(model.level, 0.75)
    }
}
