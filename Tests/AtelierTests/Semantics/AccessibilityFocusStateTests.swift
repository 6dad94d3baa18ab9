import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

/// `@AccessibilityFocusState`: a program moves a screen reader to an element, and reads where the screen
/// reader is.
@preconcurrency @MainActor final class AccessibilityFocusStateTests: XCTestCase {
    private enum Part: Hashable { case title, body }

    private struct Editor: View {
        @AccessibilityFocusState var noticeFocused: Bool
        @AccessibilityFocusState var part: Part?
        @State var showsNotice = false
        var body: some View {
            VStack {
                Button("Submit") { showsNotice = true; noticeFocused = true }
                if showsNotice { Text("Name is required").accessibilityFocused($noticeFocused) }
                Text("Title").accessibilityFocused($part, equals: .title)
                Text("Body").accessibilityFocused($part, equals: .body)
                Text("notice \(noticeFocused) part \(part.map { "\($0)" } ?? "none")")
            }
        }
    }

    func testAProgramMovesTheScreenReaderAndReadsWhereItIs() throws {
        let h = TestHost(Editor(), size: CGSize(width: 390, height: 844))
        XCTAssertNil(h.accessibilityFocusedElement)
        XCTAssertTrue(h.performAccessibilityAction(on: try XCTUnwrap(h.accessibilityElement(labeled: "Submit"))))
        h.advance(by: 0.1)
        XCTAssertEqual(h.accessibilityFocusedElement?.label, "Name is required", "setting the state moves the screen reader")
        XCTAssertEqual(h.accessibilityElements.filter { $0.states.contains(.focused) }.count, 1)
        XCTAssertNotNil(h.accessibilityElement(labeled: "notice true part none"))

        // The screen reader moves itself: the states follow it.
        h.moveAccessibilityFocus(to: try XCTUnwrap(h.accessibilityElement(labeled: "Body")))
        h.advance(by: 0.1)
        XCTAssertEqual(h.accessibilityFocusedElement?.label, "Body")
        XCTAssertNotNil(h.accessibilityElement(labeled: "notice false part body"))

        // Keyboard focus moving takes the screen reader with it.
        XCTAssertTrue(h.keyDown(.tab))
        h.advance(by: 0.1)
        XCTAssertEqual(h.accessibilityFocusedElement?.label, "Submit")
        XCTAssertNotNil(h.accessibilityElement(labeled: "notice false part none"))
    }

    func testWritingFalseLetsTheElementGo() throws {
        struct Screen: View {
            @AccessibilityFocusState var focused: Bool
            var body: some View {
                VStack {
                    Text("Alert text").accessibilityFocused($focused)
                    Button("Focus") { focused = true }
                    Button("Release") { focused = false }
                }
            }
        }
        let h = TestHost(Screen(), size: CGSize(width: 390, height: 844))
        h.performAccessibilityAction(on: try XCTUnwrap(h.accessibilityElement(labeled: "Focus")))
        h.advance(by: 0.1)
        XCTAssertEqual(h.accessibilityFocusedElement?.label, "Alert text")
        h.performAccessibilityAction(on: try XCTUnwrap(h.accessibilityElement(labeled: "Release")))
        h.advance(by: 0.1)
        XCTAssertNil(h.accessibilityFocusedElement)
    }
}
